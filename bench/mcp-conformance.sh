#!/usr/bin/env bash
# The official MCP conformance suite (npm @modelcontextprotocol/conformance) against `dossier serve`'s Streamable HTTP
# endpoint. Starts a server on a free loopback port over a temporary data directory with ./sources, runs the suite,
# stops the server. Needs Node 20+ and npm (the suite is installed into target/conformance on first use).
# Usage: bash bench/mcp-conformance.sh [extra conformance options, e.g. --suite all]
# Results: target/conformance/results (one directory per scenario) and the summary on stdout.
set -euo pipefail
cd "$(dirname "$0")/.."
VERSION=0.1.13
OUT=target/conformance
mkdir -p "$OUT"
if [[ ! -x "$OUT/node_modules/.bin/conformance" ]]; then
  npm install --silent --no-audit --no-fund --prefix "$OUT" "@modelcontextprotocol/conformance@$VERSION" >&2
fi
DATA=$(mktemp -d)
./dossier serve --port 0 --data-dir "$DATA" --sources sources > "$OUT/server.log" 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null; wait $SERVER 2>/dev/null || true; rm -rf "$DATA"' EXIT
for _ in $(seq 1 240); do
  [[ -f "$DATA/server.json" ]] && break
  kill -0 $SERVER 2>/dev/null || { echo "dossier serve exited; see $OUT/server.log" >&2; exit 1; }
  sleep 0.5
done
URL=$(sed -E 's/.*"url":"([^"]+)".*/\1/' "$DATA/server.json")
echo "conformance $VERSION against $URL/mcp" >&2
set +e
"$OUT/node_modules/.bin/conformance" server --url "$URL/mcp" -o "$OUT/results" "$@"
RC=$?
set -e
# The suite's other scenarios call the reference server's fixtures (tools test_*, resources test://..., prompts,
# logging/setLevel, completion, subscriptions, sampling, elicitation), which Dossier does not have: see README "MCP".
exit $RC
