#!/usr/bin/env bash
# Full rebuild: fetch packages + pylint docs, pick files, write SOPs, lint, stats.
# Usage: bash build.sh [WORKDIR]   (default WORKDIR=.py-work; needs root only if pylint 2.16.2-2 is not installed)
#   env PYLINT_GIT: git dir of github.com/pylint-dev/pylint with tag v2.16.2 (see scripts/fetch_sources.sh)
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
W="${1:-.py-work}"
bash "$HERE/scripts/fetch_sources.sh" "$W"
W="$(cd "$W" && pwd)"
/usr/bin/python3 "$HERE/scripts/select_files.py" "$W/src" "$HERE"
PYLINT_DOCS="$W/pylint-docs" PYLINT_ENV="$W/pylint-env" /usr/bin/python3 "$HERE/scripts/make_sops.py" "$HERE"
PYLINT_SRC="$W/src" PYLINT_ENV="$W/pylint-env" /usr/bin/python3 "$HERE/scripts/lint.py" "$HERE"
/usr/bin/python3 "$HERE/scripts/stats.py" "$HERE" > /dev/null   # per-rule counts stay in stats.json (held-out set)
