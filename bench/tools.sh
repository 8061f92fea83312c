#!/usr/bin/env bash
# Tool retrieval benchmark (issue 14 §6) over ../shared/data/tools-mcp (the MCP reference servers' tools, MIT), without
# the `everything` demo server, with the queries of bench/tools-queries.tsv (written before the search): recall@1 and
# @5 of the catalog search against BM25 over name and description, with readable and with opaque names, the share of
# expected tools over the threshold, tokens selected against the catalog, search latency. Opens a Dossier on a
# temporary data directory (embedded Neo4j, the local ONNX embedder). Not part of `mvn verify`.
# Options: [DATA_DIR] [--verbose] (every miss at 5).
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -o -q test-compile >&2
mvn -B -o -q dependency:build-classpath -Dmdep.outputFile=target/bench.cp -Dmdep.includeScope=test >&2
exec java -cp "target/classes:target/test-classes:$(cat target/bench.cp)" dev.dossier.tools.ToolsBench "$@"
