#!/usr/bin/env bash
# Full rebuild: fetch packages, pick files, write SOPs, lint, stats.
# Usage: bash build.sh [WORKDIR] [ESLINT_GIT]   (default WORKDIR=.npm-work)
# Everything comes from the npm registry EXCEPT the rule docs (step 3): ESLint does not publish
# docs/src/rules/*.md on npm, so that step needs a git directory of github.com/eslint/eslint with tag
# v8.57.1 (ESLINT_GIT, default /work/.mirror/eslint+eslint/repo; see scripts/fetch_docs.sh for a clone
# command). Without it, the shipped sops/ and sops_index.jsonl are kept and everything else is rebuilt.
# Needs: node 20, npm, python3, git (docs step only), tar.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
W="$(mkdir -p "${1:-.npm-work}" && cd "${1:-.npm-work}" && pwd)"
bash "$HERE/scripts/fetch_npm.sh" "$W"
python3 "$HERE/scripts/select_files.py" "$W/packs/jssrc/x" "$HERE"
rc=0; bash "$HERE/scripts/fetch_docs.sh" "$W" ${2:+"$2"} || rc=$?
if [ "$rc" = 0 ]; then
  ESLINT_PREFIX="$W/eslint" ESLINT_DOCS_DIR="$W/eslint-docs" node "$HERE/scripts/make_sops.mjs" "$HERE"
elif [ "$rc" = 3 ] && [ -d "$HERE/sops" ] && [ -f "$HERE/sops_index.jsonl" ]; then
  echo "build.sh: ESLint docs (GitHub) not available; keeping the shipped sops/ ($(ls "$HERE/sops" | wc -l) files)" >&2
else
  echo "build.sh: docs step failed (rc=$rc) and no shipped sops/" >&2; exit 1
fi
ESLINT_PREFIX="$W/eslint" node "$HERE/scripts/lint.mjs" "$HERE"
python3 "$HERE/scripts/stats.py" "$HERE" > /dev/null
echo "build.sh: done"
