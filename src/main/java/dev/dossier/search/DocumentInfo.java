package dev.dossier.search;

/**
 * What search shows of a document.
 *
 * @param summary its summary line (a man page's NAME description), or null
 */
public record DocumentInfo(String id, String title, String filePath, String type, String summary) {
}
