package dev.dossier.contract;

/** The alphabets of identifiers accepted at the edge (checked before anything reaches the graph). */
public final class Ids {

    /** A project: letters, digits, dot, underscore and hyphen, 1-128 characters. */
    public static final String PROJECT = "^[A-Za-z0-9._-]{1,128}$";
    /** A plan or task id: the project alphabet plus {@code /} and {@code :}, 1-256 characters. */
    public static final String REFERENCE = "^[A-Za-z0-9._:/-]{1,256}$";
    /** A document, convention or chunk id as Dossier makes them: like a reference, at most 512 characters. */
    public static final String DOCUMENT = "^[A-Za-z0-9._:/#@+-]{1,512}$";

    private Ids() {
    }
}
