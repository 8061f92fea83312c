package dev.dossier.search;

/** What search shows of a document. */
public record DocumentInfo(String id, String title, String filePath, String type) {
}
