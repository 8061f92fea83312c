#!/usr/bin/env bash
# Recording a review as its pattern count grows (100, 1,000, 4,000 patterns), on an embedded graph holding the
# stylelint SOPs: a review that creates every convention, one that reinforces them all, and the replay of that one.
# Not part of `mvn verify`. Usage: bash bench/reviews.sh [DATA_DIR] (default ../shared/data/sop-stylelint)
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q test-compile >&2
mvn -B -q dependency:build-classpath -Dmdep.outputFile=target/bench.cp -Dmdep.includeScope=test >&2
exec java -cp "target/classes:target/test-classes:$(cat target/bench.cp)" dev.dossier.bench.ReviewsBench "$@"
