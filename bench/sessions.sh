#!/usr/bin/env bash
# Sessions benchmark: a seeded 2,000-message chat session (about 100k tokens, pinned facts and tool results) kept
# within a 32k budget through Dossier's Sessions over the embedded Neo4j store, side by side in one JVM with
# LangChain4j's TokenWindowChatMemory (same jtokkit tokenizer); per-add p50/p95, one auto compression, ratio, pinned
# facts kept, and growth at 500, 1,000, 2,000 and 5,000 messages.
# Not part of `mvn verify`. Run from anywhere; options are passed to the benchmark:
#   --seed N           conversation seed (default 13)
#   --sizes A,B,...    session sizes in messages (default 500,1000,2000,5000)
#   --warmup N         warm-up messages, not reported (default 300)
#   --out FILE         JSON report (default target/bench/sessions.json)
set -euo pipefail
# Maven output goes to stderr, so stdout carries only the report.
cd "$(dirname "$0")/.."
mvn -B -o -q test-compile >&2
mvn -B -o -q dependency:build-classpath -Dmdep.outputFile=target/bench.cp -Dmdep.includeScope=test >&2
exec java -cp "target/classes:target/test-classes:$(cat target/bench.cp)" dev.dossier.bench.SessionsBench "$@"
