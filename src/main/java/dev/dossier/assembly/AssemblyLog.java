package dev.dossier.assembly;

import java.util.List;

/** Where assemblies record their budget records. */
public interface AssemblyLog {

    /** Keeps nothing (for tools that assemble in bulk, such as benchmarks). */
    AssemblyLog NONE = new AssemblyLog() {
        @Override
        public void record(AssemblyRecord record) {
        }

        @Override
        public List<AssemblyRecord> last(int n) {
            return List.of();
        }
    };

    void record(AssemblyRecord record);

    /** The newest {@code n} records, newest first. */
    List<AssemblyRecord> last(int n);
}
