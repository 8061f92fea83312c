#!/usr/bin/env bash
# Fits the hybrid relevance calibration (ADR 0003) on src/test/resources/relevance/calibration.yaml and
# prints every pair's evidence, the fitted parameters, band accuracy, AUCs and the seed 000 scenario 2 scores.
# Copy the chosen midpoint/slope to relevance.calibration.<model> and the fusion weights to relevance.fusion
# in src/main/resources/dossier/policies.yaml. Not part of `mvn verify`.
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q test-compile >&2
mvn -B -q dependency:build-classpath -Dmdep.outputFile=target/bench.cp -Dmdep.includeScope=test >&2
exec java -cp "target/classes:target/test-classes:$(cat target/bench.cp)" dev.dossier.relevance.CalibrationFit "$@"
