package dev.dossier.source.attack;

import java.util.List;

/**
 * One ATT&CK technique or sub-technique read from a STIX {@code attack-pattern} object.
 *
 * @param stixId      the STIX id, {@code attack-pattern--<uuid>}
 * @param techniqueId the ATT&CK id from the {@code mitre-attack} external reference, e.g. {@code T1059.001}
 * @param name        the technique's name
 * @param description its description (markdown, citations removed); may be empty
 * @param tactics     the phase names of its {@code mitre-attack} kill chain phases, e.g. {@code execution}
 * @param platforms   {@code x_mitre_platforms}
 * @param detection   {@code x_mitre_detection}; may be empty
 * @param url         the ATT&CK page of the technique; may be empty
 * @param path        where it is in the bundle, e.g. {@code objects[3]}
 */
record AttackPattern(String stixId, String techniqueId, String name, String description, List<String> tactics,
                     List<String> platforms, String detection, String url, String path, String modified) {

    AttackPattern {
        tactics = List.copyOf(tactics);
        platforms = List.copyOf(platforms);
    }

    boolean subTechnique() {
        return techniqueId.contains(".");
    }
}
