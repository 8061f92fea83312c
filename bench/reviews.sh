#!/usr/bin/env bash
# Recording a review as its pattern count grows (100, 1,000, 4,000 patterns), on an embedded graph holding the
# stylelint SOPs: a review that creates every convention, one that reinforces them all, and the replay of that one.
# Not part of `mvn verify`. Options are passed to the benchmark (dev.dossier.bench.ReviewsBench):
#   --data DIR      data set (default ../shared/data/sop-stylelint, relative to the repository root)
#   --sizes LIST    pattern counts (default 100,1000,4000)
#   --runs N        runs per size, each into a fresh project; the median is reported (default 3)
set -euo pipefail
# Maven output goes to stderr, so stdout carries only the report.
cd "$(dirname "$0")/.."
mvn -B -q test-compile >&2
mvn -B -q dependency:build-classpath -Dmdep.outputFile=target/bench.cp -Dmdep.includeScope=test >&2
exec java -cp "target/classes:target/test-classes:$(cat target/bench.cp)" dev.dossier.bench.ReviewsBench "$@"
