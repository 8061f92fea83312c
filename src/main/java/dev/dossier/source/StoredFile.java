package dev.dossier.source;

/** What the graph knows of an ingested file: its document id, source directory and hash. */
public record StoredFile(String id, String sourceRoot, String filePath, String fileHash) {
}
