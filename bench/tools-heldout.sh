#!/usr/bin/env bash
# The held-out tool catalog of issue 14 §6: GitHub's REST API operations from npm's @octokit/openapi (pinned version and
# integrity below; the package is MIT, GitHub's description in it comes from github/rest-api-description, MIT), made
# into MCP tools and queries by dev.dossier.tools.GithubToolCatalog (test sources; see its Javadoc for what is kept and
# dropped). Downloads the package with `npm pack` into target/tools-heldout/ (about 29 MB, not committed) and writes
# target/tools-heldout/tools.jsonl (one MCP tool per line) and queries.tsv (query = the operation's summary, expected
# tool, tune|test half). Then measures the catalog search on them with dev.dossier.tools.ToolsBench (as bench/tools.sh:
# recall@1/@5 with readable and opaque names, BM25 beside, latency), keeping the Dossier's data in
# target/tools-heldout/graph so that a second run embeds only the tools whose text changed.
# Options: --generate-only; others (--verbose) go to ToolsBench.
set -euo pipefail
cd "$(dirname "$0")/.."
VERSION=23.0.2
INTEGRITY='sha512-pV8M7L9GY23AybNvTmo2nyjmpmnt6+2sRE/tqr0ZLQcPS4lnw7u5eZGNmwRNkBC3D7gZXbFx5AHzLUVRBXGDhg=='
OUT=target/tools-heldout
TGZ="$OUT/octokit-openapi-$VERSION.tgz"
mkdir -p "$OUT"
if [ ! -f "$TGZ" ]; then
  npm pack "@octokit/openapi@$VERSION" --pack-destination "$OUT" >&2
fi
actual="sha512-$(openssl dgst -sha512 -binary "$TGZ" | base64 -w0)"
if [ "$actual" != "$INTEGRITY" ]; then
  echo "tools-heldout: $TGZ is not @octokit/openapi@$VERSION as published (integrity $actual); delete it and run again" >&2
  exit 1
fi
tar -xzf "$TGZ" -C "$OUT" package/LICENSE package/generated/api.github.com.json
mvn -B -o -q test-compile >&2
mvn -B -o -q dependency:build-classpath -Dmdep.outputFile=target/bench.cp -Dmdep.includeScope=test >&2
CP="target/classes:target/test-classes:$(cat target/bench.cp)"
java -cp "$CP" dev.dossier.tools.GithubToolCatalog "$OUT/package/generated/api.github.com.json" "$OUT"
if [ "${1:-}" = "--generate-only" ]; then
  exit 0
fi
echo "load average before: $(cat /proc/loadavg); $(nproc) cores"
start=$(date +%s)
java -cp "$CP" dev.dossier.tools.ToolsBench --catalog "$OUT/tools.jsonl" --queries "$OUT/queries.tsv" --graph "$OUT/graph" "$@"
echo "load average after: $(cat /proc/loadavg); $(( $(date +%s) - start )) s"
