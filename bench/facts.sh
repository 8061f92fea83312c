#!/usr/bin/env bash
# Claim guard benchmark (issue 14, ADR 0012) over ../shared/data/facts-countries (world-countries@5.1.0, ODbL-1.0):
# decisions on the 2,000 labelled claims of claims_sample.jsonl and on the held-out claims of bench/facts-heldout.tsv
# (new wordings, and paragraphs), per label and relation: false claims should be blocked or quarantined, true claims
# accepted, unknown claims never get a supported verdict. Then warm p50/p95 of one check (single claim; ~1,000-token
# paragraph), one thread, without the graph (the guard's index is built from the same files).
# With --graph, the same checks also go through the whole guard of an opened Dossier (embedded Neo4j; quarantined texts
# are written). Not part of `mvn verify`. Options: [DATA_DIR] [--verbose] (every miss) [--graph].
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -o -q test-compile >&2
mvn -B -o -q dependency:build-classpath -Dmdep.outputFile=target/bench.cp -Dmdep.includeScope=test >&2
exec java -cp "target/classes:target/test-classes:$(cat target/bench.cp)" dev.dossier.guard.FactsBench "$@"
