package dev.dossier.contract;

/** The alphabets of identifiers accepted at the edge (checked before anything reaches the graph). */
public final class Ids {

    /** A project: letters, digits, dot, underscore and hyphen, 1-128 characters. */
    public static final String PROJECT = "^[A-Za-z0-9._-]{1,128}$";
    /** A plan or task id: the project alphabet plus {@code /} and {@code :}, 1-256 characters. */
    public static final String REFERENCE = "^[A-Za-z0-9._:/-]{1,256}$";
    /** An assembly id (a UUID when Dossier made it): letters, digits, dot, underscore and hyphen, 1-128 characters. */
    public static final String ASSEMBLY = "^[A-Za-z0-9._-]{1,128}$";
    /** A session id ({@code ses_...}) or a scratchpad reference ({@code sp_...}): the assembly alphabet, 1-128 characters. */
    public static final String SESSION = ASSEMBLY;
    /** A document, convention or chunk id (made from file names, so any printable text): 1-512 characters, no control characters. */
    public static final String DOCUMENT = "^[^\\x00-\\x1F\\x7F]{1,512}$";

    /** A relation of a knowledge base: lower-case letters, digits and underscores, 1-64 characters. */
    public static final String RELATION = "^[a-z][a-z0-9_]{0,63}$";

    private Ids() {
    }
}
