#!/usr/bin/env bash
# Scale benchmark (issue 16): for libraries of about 1,000, 10,000 and 100,000 chunks (generated deterministically from
# ../shared/data/sop-stylelint and sources/sops by ScaleLibrary: the same matched set at every size), ingestion time,
# embedding of distinct texts, re-ingestion unchanged, review / knowledge / search p50/p95/p99 over HTTP and the heap.
# Not part of `mvn verify`. Options are passed to the benchmark:
#   --chunks LIST  sizes, comma-separated (default 1000,10000,100000)
#   --data DIR     stylelint data set (default ../shared/data/sop-stylelint)
#   --out FILE     JSON report (default target/bench/scale.json)
# The 100,000-chunk size takes about half an hour on 2 cores (most of it writing the graph).
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -o -q test-compile >&2
mvn -B -o -q dependency:build-classpath -Dmdep.outputFile=target/bench.cp -Dmdep.includeScope=test >&2
exec java -Xmx${DOSSIER_BENCH_HEAP:-2g} -cp "target/classes:target/test-classes:$(cat target/bench.cp)" dev.dossier.bench.ScaleBench "$@"
