#!/usr/bin/env bash
# Benchmark on the stylelint SOP data set: ingestion time, coverage of violated rules (BM25 vs the
# severity-only baseline) at windows 32000 and 64000, and HTTP assembly latency.
# Not part of `mvn verify`. Run from anywhere; options are passed to the benchmark:
#   --data DIR   data set (default ../shared/data/sop-stylelint, relative to the repository root)
#   --runs N     ingestion repetitions (default 5)
#   --warmup N   HTTP warm-up requests (default 20)
#   --out FILE   JSON report (default target/bench/stylelint.json)
#   --policy P   review policy preset (default: the policy file's default)
#   --scorer S   bm25 (default) or hybrid: hybrid ranks the main graph, BM25 is measured beside it, plus embedding throughput
set -euo pipefail
# Maven output goes to stderr, so stdout carries only the report.
cd "$(dirname "$0")/.."
mvn -B -q test-compile >&2
mvn -B -q dependency:build-classpath -Dmdep.outputFile=target/bench.cp -Dmdep.includeScope=test >&2
exec java -cp "target/classes:target/test-classes:$(cat target/bench.cp)" dev.dossier.bench.StylelintBench "$@"
