package dev.dossier.contract;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a {@link DossierApi} operation as an MCP tool. The MCP edge generates the tool list from these marks: the input
 * schema from the operation's request record (or its parameters), the output schema from its answer record, both taken
 * from the OpenAPI description the build generates from the same records. A new capability adds its operation here and
 * its tool follows.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Tool {

    /** The tool's name (snake_case). */
    String name();

    /** One line for a tool picker. */
    String title();

    /** What the tool does and when to use it; the model reads this. */
    String description();

    /** Whether the tool only reads (MCP's readOnlyHint). */
    boolean readOnly() default true;

    /** Per parameter of an operation without a request record: its description, in parameter order. */
    String[] parameters() default {};

    /** The parameters (snake_case) a call must give. */
    String[] required() default {};
}
