#!/usr/bin/env bash
# Get everything this dataset is built from.
# Usage: bash scripts/fetch_sources.sh [WORKDIR]   (default WORKDIR=.py-work)
#   env PYLINT_GIT  a git directory (bare or not) of github.com/pylint-dev/pylint that has the tag
#                   v2.16.2 (default: /work/.mirror/pylint-dev+pylint/repo if present, else a fresh
#                   clone of https://github.com/pylint-dev/pylint.git)
# Creates: $WORKDIR/debs/*.deb                       the pinned Debian bookworm source packages
#          $WORKDIR/src/<debian-package>/            each .deb unpacked with dpkg-deb -x
#          $WORKDIR/pylint-docs/doc/data/messages/   pylint's per-message docs at tag v2.16.2
#          $WORKDIR/pylint-docs/LICENSE              pylint's licence (GPL-2.0)
#          $WORKDIR/pylint-env/                      symlinks to pylint and its dependencies only
#                                                    (the isolated import path lint.py runs pylint with)
# Linter: Debian bookworm pylint 2.16.2-2 (+ python3-astroid 2.14.2-1), installed with apt-get.
set -euo pipefail
W="${1:-.py-work}"
mkdir -p "$W"
W="$(cd "$W" && pwd)"
PYLINT_DEB=2.16.2-2
ASTROID_DEB=2.14.2-1
PYLINT_TAG=v2.16.2
PYLINT_COMMIT=0006ae993340aecf1eefdc402bc58a6e611a1586

# 1. the linter (system-wide Debian package; the build needs root for this step only if missing)
have() { [ "$(dpkg-query -W -f='${Version}' "$1" 2>/dev/null || true)" = "$2" ]; }
if ! have pylint "$PYLINT_DEB" || ! have python3-astroid "$ASTROID_DEB"; then
  apt-get install -y "pylint=$PYLINT_DEB" "python3-astroid=$ASTROID_DEB"
fi

# 2. the Python source packages (Debian bookworm, exact versions)
DEBS=(
  python3-requests=2.28.1+dfsg-1
  python3-urllib3=1.26.12-1+deb12u4
  python3-jinja2=3.1.2-1+deb12u3
  python3-click=8.1.3-2
  python3-flask=2.2.2-3
  python3-werkzeug=2.2.2-3+deb12u1
  python3-markdown=3.4.1-2+deb12u1
  python3-attr=22.2.0-1
  python3-sqlparse=0.4.2-1+deb12u1
  python3-babel=2.10.3-1
  python3-rich=13.3.1-1
  python3-h11=0.14.0-1.1~deb12u1
  python3-jsonschema=4.10.3-1
  python3-boltons=21.0.0-2
  python3-toolz=0.12.0-1
)
rm -rf "$W/debs" "$W/src"
mkdir -p "$W/debs" "$W/src"
chmod 777 "$W/debs"   # lets apt's _apt user write there (avoids the "unsandboxed" warning)
(cd "$W/debs" && apt-get download "${DEBS[@]}")
for spec in "${DEBS[@]}"; do
  p="${spec%%=*}"
  f=$(ls "$W/debs/${p}_"*.deb)
  dpkg-deb -x "$f" "$W/src/$p"
done

# 3. pylint's message documentation at the tag matching the Debian package
if [ -z "${PYLINT_GIT:-}" ]; then
  if [ -d /work/.mirror/pylint-dev+pylint/repo ]; then PYLINT_GIT=/work/.mirror/pylint-dev+pylint/repo
  else
    PYLINT_GIT="$W/pylint.git"
    [ -d "$PYLINT_GIT" ] || git clone --bare --filter=blob:none https://github.com/pylint-dev/pylint.git "$PYLINT_GIT"
  fi
fi
c=$(git -C "$PYLINT_GIT" rev-parse "$PYLINT_TAG^{commit}")
[ "$c" = "$PYLINT_COMMIT" ] || { echo "tag $PYLINT_TAG is $c, expected $PYLINT_COMMIT" >&2; exit 1; }
rm -rf "$W/pylint-docs" && mkdir -p "$W/pylint-docs"
git -C "$PYLINT_GIT" archive "$PYLINT_COMMIT" doc/data/messages LICENSE | tar -x -C "$W/pylint-docs"

# 4. an import path with pylint and its dependencies and nothing else from dist-packages
rm -rf "$W/pylint-env" && mkdir -p "$W/pylint-env"
for m in pylint astroid dill isort lazy_object_proxy platformdirs toml tomlkit wrapt mccabe.py typing_extensions.py; do
  ln -s "/usr/lib/python3/dist-packages/$m" "$W/pylint-env/$m"
done
echo "fetched into $W"
