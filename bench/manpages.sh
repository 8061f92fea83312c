#!/usr/bin/env bash
# Man-page benchmark: ingestion with embeddings, chunk count, search recall@5 on bench/man-queries.tsv, knowledge
# assembly latency at 32,000. Needs the Debian packages manpages and manpages-dev (apt-get install manpages manpages-dev).
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -q -B -o test-compile
mvn -q -B -o dependency:build-classpath -Dmdep.outputFile=target/bench-cp.txt -Dmdep.includeScope=test
java ${JAVA_OPTS:-} -cp "target/test-classes:target/classes:$(cat target/bench-cp.txt)" dev.dossier.bench.ManPagesBench "$@"
