package dev.dossier.assembly;

import java.util.List;
import java.util.Optional;

/** Where assemblies record their budget records and manifests. */
public interface AssemblyLog {

    /** Keeps nothing (for tools that assemble in bulk, such as benchmarks). */
    AssemblyLog NONE = new AssemblyLog() {
        @Override
        public void record(AssemblyRecord record) {
        }

        @Override
        public List<AssemblyRecord> last(int n, java.util.Set<String> projects) {
            return List.of();
        }

        @Override
        public Optional<AssemblyRecord> find(String id) {
            return Optional.empty();
        }
    };

    /** Stores the record with its manifest (one transaction). */
    void record(AssemblyRecord record);

    /**
     * The newest {@code n} records, newest first, without their manifests; with {@code projects}, only those of these
     * projects (null: every record, those of no project too).
     */
    List<AssemblyRecord> last(int n, java.util.Set<String> projects);

    /** One record with its manifest. */
    Optional<AssemblyRecord> find(String id);

    /** {@code log}, telling {@code observer} of each record once it is stored. */
    static AssemblyLog observed(AssemblyLog log, AssemblyObserver observer) {
        return new AssemblyLog() {
            @Override
            public void record(AssemblyRecord record) {
                log.record(record);
                observer.recorded(record);
            }

            @Override
            public List<AssemblyRecord> last(int n, java.util.Set<String> projects) {
                return log.last(n, projects);
            }

            @Override
            public Optional<AssemblyRecord> find(String id) {
                return log.find(id);
            }
        };
    }
}
