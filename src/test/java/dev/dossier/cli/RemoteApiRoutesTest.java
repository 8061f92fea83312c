package dev.dossier.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dossier.contract.DossierApi;
import dev.dossier.contract.RequestBody;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * {@link RemoteApi}'s route table covers every {@link DossierApi} operation, and each row consumes exactly the
 * operation's parameters (path segments, then query names, then a request body), so an operation added to the API
 * without its row fails here rather than in a user's CLI.
 */
class RemoteApiRoutesTest {

    private static final Set<String> LOCAL = Set.of("as");

    @Test
    void everyOperationHasARouteThatTakesAllItsParameters() {
        var operations = Arrays.stream(DossierApi.class.getMethods())
                .filter(m -> !Modifier.isStatic(m.getModifiers()) && !m.isDefault() && !LOCAL.contains(m.getName())).toList();
        assertThat(operations).hasSizeGreaterThan(40);
        assertThat(RemoteApi.ROUTES.keySet()).containsExactlyInAnyOrderElementsOf(operations.stream().map(Method::getName).collect(Collectors.toSet()));
        for (Method m : operations) {
            String[] route = RemoteApi.ROUTES.get(m.getName()).split("[ ?]");
            assertThat(route[0]).as(m.getName()).isIn("GET", "POST", "PUT", "DELETE");
            int segments = route[1].split("\\{}", -1).length - 1;
            int query = route.length > 2 ? route[2].split("&").length : 0;
            Class<?>[] types = m.getParameterTypes();
            boolean body = types.length > 0 && RequestBody.class.isAssignableFrom(types[types.length - 1]);
            assertThat(segments + query + (body ? 1 : 0)).as("parameters of %s against its route %s", m.getName(), RemoteApi.ROUTES.get(m.getName()))
                    .isEqualTo(types.length);
            for (int i = 0; i < segments; i++) {
                assertThat(types[i]).as("path segment %d of %s", i, m.getName()).isEqualTo(String.class);
            }
        }
    }
}
