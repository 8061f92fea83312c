package dev.dossier.auth;

import java.util.List;
import java.util.Optional;

/** Where tokens are kept (the graph). */
public interface TokenStore {

    /** Stores a new token; false when the name is taken (nothing written). */
    boolean create(StoredToken token);

    /** Every token, by name. */
    List<StoredToken> list();

    /** Deletes the token of that name; false when there is none. */
    boolean revoke(String name);
}
