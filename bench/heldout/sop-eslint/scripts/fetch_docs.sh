#!/usr/bin/env bash
# Extract ESLint's rule documentation (docs/src/rules/*.md) and LICENSE at tag v8.57.1.
# The rule docs are NOT on npm: eslint's package.json "files" is [LICENSE, README.md, bin, conf, lib,
# messages] (checked 0.24.1, 1.10.3, 2.13.1, ..., 7.32.0, 8.0.0, 8.57.1), so they come from the eslint/eslint git repository.
# Usage: bash scripts/fetch_docs.sh WORKDIR [ESLINT_GIT]
#   ESLINT_GIT: a git directory (bare or not) of github.com/eslint/eslint that has the tag v8.57.1
#               (default: $ESLINT_GIT, else /work/.mirror/eslint+eslint/repo). If none is available
#               and the network allows, clone with:
#                 git clone --bare --filter=blob:none https://github.com/eslint/eslint.git eslint.git
# Creates: $WORKDIR/eslint-docs/{docs/src/rules/*.md,LICENSE,COMMIT}
# Exit code 3 if no usable git directory (build.sh then keeps the shipped sops/).
set -euo pipefail
W="${1:-.npm-work}"
G="${2:-${ESLINT_GIT:-/work/.mirror/eslint+eslint/repo}}"
TAG=v8.57.1
EXPECT=5b9414c501c58bfa85f41f96f821973c41e8ae74   # commit of tag v8.57.1
if ! git -C "$G" rev-parse --verify -q "$TAG^{commit}" >/dev/null 2>&1; then
  echo "fetch_docs.sh: no git directory with tag $TAG at '$G'" >&2; exit 3
fi
C=$(git -C "$G" rev-parse "$TAG^{commit}")
[ "$C" = "$EXPECT" ] || { echo "fetch_docs.sh: $TAG is $C, expected $EXPECT" >&2; exit 4; }
rm -rf "$W/eslint-docs" && mkdir -p "$W/eslint-docs"
git -C "$G" archive --format=tar "$C" docs/src/rules LICENSE | tar x -C "$W/eslint-docs"
echo "$C" > "$W/eslint-docs/COMMIT"
echo "fetch_docs.sh: $(ls "$W/eslint-docs/docs/src/rules" | wc -l) docs from $TAG ($C)"
