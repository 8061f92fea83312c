package dev.dossier.cli;

import dev.dossier.contract.DossierApi;
import dev.dossier.contract.TokenRequest;
import dev.dossier.contract.TokenScope;
import dev.dossier.contract.Params;
import io.micronaut.context.annotation.Prototype;
import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dossier token create|list|revoke}: API tokens, as the local operator (the data directory's owner). */
@Command(name = "token", mixinStandardHelpOptions = true, description = "Create, list and revoke API tokens.",
        subcommands = {TokenCommand.Create.class, TokenCommand.ListTokens.class, TokenCommand.Revoke.class})
final class TokenCommand {

    /** {@code dossier token create}: prints the token once. */
    @Prototype
    @Command(name = "create", mixinStandardHelpOptions = true, description = "Create a token and print it (the only time it is shown).")
    static final class Create extends ApiCommand {

        @Option(names = "--name", required = true, paramLabel = "NAME", description = "Unique name (shown in the audit trail).")
        String name;

        @Option(names = "--project", required = true, paramLabel = "P", description = "A project the token sees (repeat for more).")
        List<String> projects;

        @Option(names = "--scope", required = true, paramLabel = "SCOPE", description = "read, review or admin.")
        String scope;

        private TokenRequest request;

        @Override
        void validate() {
            request = new TokenRequest(name, projects, Params.option("scope", scope, TokenScope.class));
        }

        @Override
        void checkLocally() {
            contract.get().validate(request);
        }

        @Override
        int run(DossierApi api, PrintWriter out) {
            var token = api.createToken(request);
            return print(out, token, String.format("%s%ntoken '%s' (%s) for %s: shown once; send it as Authorization: Bearer TOKEN", token.token(),
                    token.name(), token.scope().label(), String.join(", ", token.projects())));
        }
    }

    /** {@code dossier token list}. */
    @Prototype
    @Command(name = "list", mixinStandardHelpOptions = true, description = "List the tokens (never their secrets).")
    static final class ListTokens extends ApiCommand {

        @Override
        int run(DossierApi api, PrintWriter out) {
            return printEach(out, api.tokens(), null,
                    t -> String.format("%-24s %-6s %s  %s", t.name(), t.scope().label(), t.created(), String.join(",", t.projects())));
        }
    }

    /** {@code dossier token revoke NAME}. */
    @Prototype
    @Command(name = "revoke", mixinStandardHelpOptions = true, description = "Revoke a token at once.")
    static final class Revoke extends ApiCommand {

        @Parameters(paramLabel = "NAME", description = "The token's name.")
        String name;

        @Override
        int run(DossierApi api, PrintWriter out) {
            api.revokeToken(name);
            return print(out, java.util.Map.of("revoked", name), "revoked '" + name + "'");
        }
    }
}
