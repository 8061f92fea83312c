#!/usr/bin/env bash
# Download (npm ci / npm pack) every npm package this dataset is built from.
# Usage: bash scripts/fetch_npm.sh [WORKDIR]   (default WORKDIR=.npm-work)
# Creates: $WORKDIR/eslint/node_modules  (eslint 8.57.1 + @eslint/js 8.57.1 + eslint-config-standard 17.1.0
#                                          + js-yaml 4.1.0, exact tree from scripts/tool-package-lock.json)
#          $WORKDIR/packs/jssrc/x/<name>-<version>/package  (JavaScript source packages)
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
W="${1:-.npm-work}"
mkdir -p "$W/eslint" "$W/packs/jssrc/x"
cp "$HERE/tool-package.json" "$W/eslint/package.json"
cp "$HERE/tool-package-lock.json" "$W/eslint/package-lock.json"
# --legacy-peer-deps: eslint-config-standard's peer plugins (import, n, promise) are NOT installed;
# only its core-ESLint rules are used (see lint.mjs).
npm ci --prefix "$W/eslint" --no-fund --no-audit --ignore-scripts --legacy-peer-deps
cd "$W/packs/jssrc"
for p in lodash@4.18.1 express@5.3.0 moment@2.31.0 axios@1.21.1 semver@7.8.6 underscore@1.13.8 \
         jquery@4.0.0 qs@6.17.1 ws@8.23.0 prismjs@1.30.0 webpack@5.112.2 three@0.187.0 \
         source-map@0.8.0 esutils@2.0.3; do
  f=$(npm pack "$p" 2>/dev/null | tail -1)
  d="x/${f%.tgz}"
  mkdir -p "$d" && tar xzf "$f" -C "$d"
done
