package dev.dossier.config;

import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/** Loads Dossier's own YAML configuration files (safe constructor only) and checks their keys. */
public final class YamlFiles {

    private YamlFiles() {
    }

    /**
     * Reads {@code fileName} from {@code configDir} when that directory is given and holds the file,
     * otherwise the packaged default {@code /dossier/fileName}.
     */
    public static Loaded load(Path configDir, String fileName) {
        try {
            if (configDir != null && Files.isRegularFile(configDir.resolve(fileName))) {
                Path file = configDir.resolve(fileName);
                return new Loaded(file.toString(), parse(Files.readString(file, StandardCharsets.UTF_8), file.toString()));
            }
            try (InputStream in = YamlFiles.class.getResourceAsStream("/dossier/" + fileName)) {
                if (in == null) {
                    throw new DossierException(ErrorCode.INVALID_CONFIG, "packaged configuration /dossier/" + fileName + " is missing");
                }
                String origin = "classpath:/dossier/" + fileName;
                return new Loaded(origin, parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), origin));
            }
        } catch (IOException e) {
            throw new DossierException(ErrorCode.INVALID_CONFIG, "cannot read " + fileName + ": " + e.getMessage());
        }
    }

    private static Map<String, Object> parse(String text, String origin) {
        Object root;
        try {
            root = new Yaml(new SafeConstructor(new LoaderOptions())).load(text);
        } catch (RuntimeException e) {
            throw new DossierException(ErrorCode.INVALID_CONFIG, origin + " is not valid YAML: " + e.getMessage());
        }
        if (!(root instanceof Map<?, ?> m)) {
            throw new DossierException(ErrorCode.INVALID_CONFIG, origin + " must hold a YAML map at its top level");
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> map = (Map<String, Object>) m;
        return map;
    }

    /** Throws when {@code map} has keys outside {@code allowed}; {@code where} names the place in the file. */
    public static void requireKeys(Map<?, ?> map, Set<String> allowed, String where) {
        for (Object key : map.keySet()) {
            if (!allowed.contains(String.valueOf(key))) {
                throw new DossierException(ErrorCode.INVALID_CONFIG, where + ": unknown key '" + key + "'; allowed keys are "
                        + allowed.stream().sorted().toList());
            }
        }
    }

    public static int intValue(Map<?, ?> map, String key, String where) {
        Object v = map.get(key);
        if (!(v instanceof Integer i)) {
            throw new DossierException(ErrorCode.INVALID_CONFIG, where + ": '" + key + "' must be a whole number, got " + v);
        }
        return i;
    }

    public static double doubleValue(Map<?, ?> map, String key, String where) {
        Object v = map.get(key);
        if (!(v instanceof Number n)) {
            throw new DossierException(ErrorCode.INVALID_CONFIG, where + ": '" + key + "' must be a number, got " + v);
        }
        return n.doubleValue();
    }

    /** A parsed file and where it came from. */
    public record Loaded(String origin, Map<String, Object> root) {
    }
}
