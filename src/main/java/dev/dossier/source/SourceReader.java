package dev.dossier.source;

/** Reads one recognised source file into documents, or rejects it with problems that name the file and the field. */
public interface SourceReader {

    /**
     * @param file  what to read and how to name it
     * @param bytes the bytes of {@link SourceFile#file()} as stored on disk (possibly gzip-compressed)
     * @param hash  the change-detection hash the caller computed for the file (stored as {@code file_hash})
     */
    ParseOutcome read(SourceFile file, byte[] bytes, String hash);
}
