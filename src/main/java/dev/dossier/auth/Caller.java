package dev.dossier.auth;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import java.util.Set;

/**
 * Who makes a request: a token's holder, or the local operator (the open local mode, {@code dossier mcp} over stdio,
 * the CLI on the machine that holds the data directory). A caller sees only its projects; the operator sees all.
 *
 * @param name     the token's name, or {@code local}
 * @param scope    what it may do
 * @param projects the projects it sees, or {@code null} for every project (the operator)
 */
public record Caller(String name, Scope scope, Set<String> projects) {

    /** The local operator: every project, every operation. */
    public static final Caller OPERATOR = new Caller("local", Scope.ADMIN, null);

    public Caller {
        projects = projects == null ? null : Set.copyOf(projects);
    }

    /** Whether this caller sees {@code project}: another project's data answers 404, so its existence does not leak. */
    public boolean sees(String project) {
        return projects == null || projects.contains(project);
    }

    /** Fails with {@code forbidden} (403) unless the caller's scope includes {@code needed}. */
    public void require(Scope needed) {
        if (!scope.includes(needed)) {
            throw new DossierException(ErrorCode.FORBIDDEN, "this token's scope is '" + scope.label() + "'; this operation needs '"
                    + needed.label() + "'");
        }
    }

    /** Fails with {@code not_found} (404) unless the caller sees {@code project}; {@code what} names the missing thing. */
    public void requireProject(String project, String what) {
        if (project != null && !sees(project)) {
            throw new DossierException(ErrorCode.NOT_FOUND, what + " not found");
        }
    }

    /** The one project a token names when a request names none, so its assemblies stay in its project; else {@code requested}. */
    public String defaultProject(String requested) {
        return requested == null && projects != null && projects.size() == 1 ? projects.iterator().next() : requested;
    }
}
