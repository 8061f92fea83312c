package dev.dossier.vocabulary;

/** How many values a predicate holds: {@code MANY} accepts one value or a list and stores a list. */
public enum Cardinality { ONE, MANY }
