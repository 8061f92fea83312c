package dev.dossier.assembly;

/** Told of every assembly once its record is stored (metrics watch assemblies through it; ADR 0009). */
@FunctionalInterface
public interface AssemblyObserver {

    AssemblyObserver NONE = record -> { };

    void recorded(AssemblyRecord record);
}
