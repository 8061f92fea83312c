#!/usr/bin/env bash
# Load benchmark (issue 16): 16 concurrent clients post the stylelint review requests (32k window) to one Dossier
# server for 2 minutes after a warm-up; throughput, p50/p95/p99 per minute, errors, and the heap after a full GC at the
# end of each minute. Not part of `mvn verify`. Options are passed to the benchmark:
#   --clients N   concurrent clients (default 16)
#   --seconds N   measured seconds (default 120)
#   --warmup N    warm-up seconds, not reported (default 15)
#   --data DIR    data set (default ../shared/data/sop-stylelint)
#   --out FILE    JSON report (default target/bench/load.json)
#   --parser-load start|first_use   when the guard's parser models load (default start, as guard.yaml ships: the run
#                 waits until they are in, 1 GB of heap, before its warm-up)
# DOSSIER_BENCH_HEAP sets -Xmx (default 4g: the models and the clients need more than 2g; the launcher gives a quarter
# of the machine's memory).
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -o -q test-compile >&2
mvn -B -o -q dependency:build-classpath -Dmdep.outputFile=target/bench.cp -Dmdep.includeScope=test >&2
exec java -Xmx${DOSSIER_BENCH_HEAP:-4g} -cp "target/classes:target/test-classes:$(cat target/bench.cp)" dev.dossier.bench.LoadBench "$@"
