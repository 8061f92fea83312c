package dev.dossier.mcp;

import dev.dossier.contract.Contract;
import dev.dossier.contract.ContractErrors;
import dev.dossier.contract.ContractSchemas;
import dev.dossier.contract.DossierApi;
import dev.dossier.contract.Json;
import dev.dossier.contract.Params;
import dev.dossier.contract.KnowledgeContextResponse;
import dev.dossier.contract.RecordReviewResponse;
import dev.dossier.contract.RequestBody;
import dev.dossier.contract.ReviewContextResponse;
import dev.dossier.contract.Tool;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The MCP tools, generated from the {@link Tool} marks on {@link DossierApi}: nothing here names a tool. Input schemas
 * come from the operation's request record (or its parameters), output schemas from its answer record, both out of the
 * build's OpenAPI description ({@link ContractSchemas}). Calls go through the same {@link Contract} as HTTP, so a bad
 * argument fails with the same code, field and detail.
 */
public final class DossierTools {

    private DossierTools() {
    }

    /** One tool per marked operation, in declaration-independent (name) order. */
    public static List<ToolDefinition> of(Contract contract, ContractSchemas schemas) {
        var tools = new ArrayList<ToolDefinition>();
        for (Method method : DossierApi.class.getMethods()) {
            Tool mark = method.getAnnotation(Tool.class);
            if (mark != null) {
                tools.add(definition(method, mark, contract, schemas));
            }
        }
        tools.sort(Comparator.comparing(ToolDefinition::name));
        return List.copyOf(tools);
    }

    private static ToolDefinition definition(Method method, Tool mark, Contract contract, ContractSchemas schemas) {
        Class<?>[] types = method.getParameterTypes();
        int last = types.length - 1;
        boolean body = last >= 0 && RequestBody.class.isAssignableFrom(types[last]);
        Map<String, Object> input = body ? bodySchema(method, mark, schemas.of(types[last], true)) : parameterSchema(method, mark);
        Map<String, Object> output = outputSchema(method, schemas);
        return new ToolDefinition(mark.name(), mark.title(), mark.description(), mark.readOnly(), input, output, (api, arguments) -> {
            Object[] args = body ? bodyValues(method, arguments, contract, types[last]) : parameterValues(method, arguments);
            return structured(invoke(method, api, args));
        }, DossierTools::render);
    }

    /**
     * The request record's schema; parameters before the record (a session's id) join it as top-level properties, each
     * required, so a tool takes one flat object.
     */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> bodySchema(Method method, Tool mark, Map<String, Object> record) {
        var params = method.getParameters();
        if (params.length == 1) {
            return record;
        }
        var schema = new LinkedHashMap<String, Object>(record);
        var properties = new LinkedHashMap<String, Object>();
        var required = new ArrayList<Object>();
        for (int i = 0; i < params.length - 1; i++) {
            var p = new LinkedHashMap<String, Object>();
            p.put("type", "string");
            p.put("maxLength", 4096);
            if (i < mark.parameters().length) {
                p.put("description", mark.parameters()[i]);
            }
            properties.put(Json.snake(params[i].getName()), p);
            required.add(Json.snake(params[i].getName()));
        }
        properties.putAll((Map<String, Object>) record.getOrDefault("properties", Map.of()));
        required.addAll((List<Object>) record.getOrDefault("required", List.of()));
        schema.put("properties", properties);
        schema.put("required", required);
        return schema;
    }

    /** The leading parameters taken out of the arguments (each required), the rest read as the request record. */
    private static Object[] bodyValues(Method method, Map<String, Object> arguments, Contract contract, Class<?> type) {
        var params = method.getParameters();
        var given = new LinkedHashMap<String, Object>(arguments == null ? Map.of() : arguments);
        var values = new Object[params.length];
        for (int i = 0; i < params.length - 1; i++) {
            String name = Json.snake(params[i].getName());
            Object value = given.remove(name);
            if (value == null || value instanceof String s && s.isBlank()) {
                throw ContractErrors.invalid("required", "/" + name, "/" + name + " is required");
            }
            values[i] = coerce(name, value, params[i].getType());
        }
        values[params.length - 1] = contract.read(given, type);
        return values;
    }

    /** Parameters as an object schema: snake_case names, JSON types, the mark's descriptions and required names. */
    private static Map<String, Object> parameterSchema(Method method, Tool mark) {
        var properties = new LinkedHashMap<String, Object>();
        var params = method.getParameters();
        for (int i = 0; i < params.length; i++) {
            var p = new LinkedHashMap<String, Object>();
            Class<?> type = params[i].getType();
            if (type == String.class) {
                p.put("type", "string");
                p.put("maxLength", 4096);
            } else if (type == Integer.class || type == int.class) {
                p.put("type", "integer");
            } else if (type.isEnum()) {
                p.put("type", "string");
                p.put("enum", Arrays.stream(type.getEnumConstants()).map(e -> ((Enum<?>) e).name().toLowerCase(Locale.ROOT)).toList());
            } else {
                throw new IllegalStateException(method.getName() + ": parameter type " + type.getSimpleName() + " has no tool schema");
            }
            if (i < mark.parameters().length) {
                p.put("description", mark.parameters()[i]);
            }
            properties.put(Json.snake(params[i].getName()), p);
        }
        var schema = new LinkedHashMap<String, Object>();
        schema.put("type", "object");
        schema.put("properties", properties);
        if (mark.required().length > 0) {
            schema.put("required", List.of(mark.required()));
        }
        schema.put("additionalProperties", false);
        return schema;
    }

    /** Arguments by parameter name, each checked for its type; unknown names are refused like unknown body fields. */
    private static Object[] parameterValues(Method method, Map<String, Object> arguments) {
        var params = method.getParameters();
        var given = new LinkedHashMap<String, Object>(arguments == null ? Map.of() : arguments);
        var values = new Object[params.length];
        for (int i = 0; i < params.length; i++) {
            String name = Json.snake(params[i].getName());
            Object value = given.remove(name);
            values[i] = value == null ? null : coerce(name, value, params[i].getType());
        }
        Tool mark = method.getAnnotation(Tool.class);
        for (String required : mark.required()) {
            int i = Arrays.asList(Arrays.stream(params).map(p -> Json.snake(p.getName())).toArray()).indexOf(required);
            if (i >= 0 && (values[i] == null || values[i] instanceof String s && s.isBlank())) {
                throw ContractErrors.invalid("required", "/" + required, "/" + required + " is required");
            }
        }
        if (!given.isEmpty()) {
            String name = given.keySet().iterator().next();
            throw ContractErrors.invalid("unknown_field", "/" + name, "unknown field '" + name + "' at the top level; known fields here are "
                    + Arrays.stream(params).map(p -> Json.snake(p.getName())).sorted().toList());
        }
        return values;
    }

    private static Object coerce(String name, Object value, Class<?> type) {
        if (type == String.class && value instanceof String s) {
            return s.indexOf('\0') < 0 ? s : Params.text("/" + name, s, Integer.MAX_VALUE);
        }
        if ((type == Integer.class || type == int.class) && value instanceof Number n && n.doubleValue() == Math.rint(n.doubleValue())
                && Math.abs(n.doubleValue()) <= Integer.MAX_VALUE) {
            return n.intValue();
        }
        if (type.isEnum() && value instanceof String s) {
            @SuppressWarnings({"unchecked", "rawtypes"})
            Object e = Params.option("/" + name, s, (Class) type);
            return e;
        }
        String expected = type == String.class ? "a string" : type.isEnum() ? "a string" : "a whole number";
        throw ContractErrors.invalid("wrong_type", "/" + name, "/" + name + " must be " + expected);
    }

    /** MCP's structured content is an object: a list answer is {@code {"items": [...]}}; a recorded review carries {@code created}. */
    private static Map<String, Object> outputSchema(Method method, ContractSchemas schemas) {
        Class<?> type = method.getReturnType();
        if (List.class.isAssignableFrom(type)) {
            Class<?> element = (Class<?>) ((ParameterizedType) method.getGenericReturnType()).getActualTypeArguments()[0];
            var schema = new LinkedHashMap<String, Object>();
            schema.put("type", "object");
            schema.put("properties", Map.of("items", Map.of("type", "array", "items", schemas.of(element, false))));
            schema.put("required", List.of("items"));
            return schema;
        }
        if (type == DossierApi.RecordedReview.class) {
            var schema = new LinkedHashMap<>(schemas.of(RecordReviewResponse.class, false));
            @SuppressWarnings("unchecked")
            var properties = new LinkedHashMap<>((Map<String, Object>) schema.get("properties"));
            properties.put("created", Map.of("type", "boolean", "description", "false when the same review had been recorded before"));
            schema.put("properties", properties);
            return schema;
        }
        return schemas.of(type, false);
    }

    private static Object structured(Object answer) {
        if (answer instanceof List<?> list) {
            return Map.of("items", list);
        }
        if (answer instanceof DossierApi.RecordedReview recorded) {
            @SuppressWarnings("unchecked")
            Map<String, Object> m = new LinkedHashMap<>(Json.mapper().convertValue(recorded.review(), Map.class));
            m.put("created", recorded.created());
            return m;
        }
        return answer;
    }

    /** The text a model reads: the assembled context for the context tools, the JSON otherwise. */
    private static String render(Object structured) {
        if (structured instanceof ReviewContextResponse r) {
            return r.context();
        }
        if (structured instanceof KnowledgeContextResponse k) {
            return k.context();
        }
        if (structured instanceof dev.dossier.contract.SessionContextView c) {
            return c.context();
        }
        return Json.writePretty(structured);
    }

    private static Object invoke(Method method, DossierApi api, Object[] args) {
        try {
            return method.invoke(api, args);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

}
