#!/usr/bin/env bash
# Quality validation latency (issue 14 §3, ADR 0014): warm p50/p95 of POST /v1/guard/validate's operation in process,
# with and without a query (relevance embeds the content), every content new, the facts-countries KB and 200 project
# statements in an embedded Neo4j. Output also in bench/results/validation.txt when redirected. Not part of `mvn verify`.
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -o -q test-compile >&2
mvn -B -o -q dependency:build-classpath -Dmdep.outputFile=target/bench.cp -Dmdep.includeScope=test >&2
exec java -cp "target/classes:target/test-classes:$(cat target/bench.cp)" dev.dossier.validation.ValidationBench "$@"
