package dev.dossier.assembly;

import dev.dossier.config.ConfigFiles;
import java.nio.file.Path;

/**
 * Retention of the assembly log, from {@code assemblies.yaml} (policy data, validated at start).
 *
 * @param keep the newest records kept; older ones are deleted as new ones are written; 0 keeps every record
 */
public record AssemblyLogSettings(long keep) {

    /** Every record kept (tests and tools that make few assemblies). */
    public static final AssemblyLogSettings KEEP_ALL = new AssemblyLogSettings(0);

    public AssemblyLogSettings {
        if (keep < 0) {
            throw new IllegalArgumentException("keep must be 0 (keep every record) or a positive whole number, got " + keep);
        }
    }

    /** The packaged settings, or those of {@code configDir/assemblies.yaml}. */
    public static AssemblyLogSettings load(Path configDir) {
        return ConfigFiles.read(configDir, "assemblies.yaml", AssemblyLogSettings.class);
    }
}
