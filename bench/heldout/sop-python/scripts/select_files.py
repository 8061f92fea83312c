#!/usr/bin/env python3
"""Pick real Python source files from the unpacked Debian packages and copy them to
<dataset>/files/<project>@<upstream-version>/<path-in-dist-packages> (+ the package's Debian
copyright file, which carries the upstream licence text, as `copyright`).

Usage: python3 scripts/select_files.py [SRC_DIR] [DATASET_DIR]
  SRC_DIR default .py-work/src (output of fetch_sources.sh: one dpkg-deb -x tree per package)
Writes DATASET_DIR/sources.json. Deterministic (random.Random(42), packages in sorted order).
"""
import hashlib, json, os, random, re, shutil, sys

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = sys.argv[1] if len(sys.argv) > 1 else ".py-work/src"
DS = sys.argv[2] if len(sys.argv) > 2 else os.path.dirname(HERE)
SITE = "usr/lib/python3/dist-packages"

# Debian package -> (project name, include regex on the path below dist-packages, cap, SPDX licence)
SPEC = {
    "python3-attr": ("attrs", r"^(attr|attrs)/", 12, "MIT"),
    "python3-babel": ("babel", r"^babel/", 15, "BSD-3-Clause"),
    "python3-boltons": ("boltons", r"^boltons/", 20, "BSD-3-Clause"),
    "python3-click": ("click", r"^click/", 12, "BSD-3-Clause"),
    "python3-flask": ("flask", r"^flask/", 15, "BSD-3-Clause"),
    "python3-h11": ("h11", r"^h11/", 10, "MIT"),
    "python3-jinja2": ("jinja2", r"^jinja2/", 18, "BSD-3-Clause"),
    "python3-jsonschema": ("jsonschema", r"^jsonschema/", 10, "MIT"),
    "python3-markdown": ("markdown", r"^markdown/", 20, "BSD-3-Clause"),
    "python3-requests": ("requests", r"^requests/", 12, "Apache-2.0"),
    "python3-rich": ("rich", r"^rich/", 30, "MIT"),
    "python3-sqlparse": ("sqlparse", r"^sqlparse/", 15, "BSD-3-Clause"),
    "python3-toolz": ("toolz", r"^(toolz|tlz)/", 10, "BSD-3-Clause"),
    "python3-urllib3": ("urllib3", r"^urllib3/", 20, "MIT"),
    "python3-werkzeug": ("werkzeug", r"^werkzeug/", 22, "BSD-3-Clause"),
}
# tests and test helpers; vendored third-party code under another licence
# (urllib3/packages/: six and a PSF-2 backport; markdown/serializers.py: ElementTree licence)
EXCLUDE = re.compile(r"((^|/)(tests?|testing)/|(^|/)test_[^/]*\.py$|(^|/)conftest\.py$"
                     r"|^urllib3/packages/|^markdown/serializers\.py$)")
MIN_BYTES, MAX_BYTES = 200, 60_000


def upstream_version(site):
    for d in sorted(os.listdir(site)):
        if d.endswith((".dist-info", ".egg-info")):
            meta = os.path.join(site, d, "METADATA" if d.endswith(".dist-info") else "PKG-INFO")
            for line in open(meta, encoding="utf8"):
                if line.startswith("Version:"):
                    return line.split(":", 1)[1].strip()
    raise SystemExit(f"no version metadata in {site}")


def deb_version(pkg_dir, deb):
    # dpkg-deb -x does not keep the control file; fetch_sources.sh names the .deb <pkg>_<ver>_all.deb
    debs = os.path.join(os.path.dirname(os.path.dirname(pkg_dir)), "debs")
    for f in sorted(os.listdir(debs)):
        if f.startswith(deb + "_") and f.endswith(".deb"):
            return f.split("_")[1].replace("%3a", ":")
    raise SystemExit(f"no .deb for {deb}")


def compiles(text, path):
    try:
        compile(text, path, "exec", dont_inherit=True)
        return True
    except (SyntaxError, ValueError):
        return False


def main():
    rnd = random.Random(42)
    out_root = os.path.join(DS, "files")
    if os.path.isdir(out_root):
        shutil.rmtree(out_root)
    entries = []
    for deb in sorted(os.listdir(SRC)):
        if deb not in SPEC:
            continue
        name, rx, cap, lic = SPEC[deb]
        pkg_dir = os.path.join(SRC, deb)
        site = os.path.join(pkg_dir, SITE)
        version = upstream_version(site)
        debver = deb_version(pkg_dir, deb)
        cands, not_compiling = [], []
        for root, dirs, files in os.walk(site):
            dirs.sort()
            for fn in sorted(files):
                if not fn.endswith(".py"):
                    continue
                rel = os.path.relpath(os.path.join(root, fn), site).replace(os.sep, "/")
                if not re.search(rx, rel) or EXCLUDE.search(rel):
                    continue
                size = os.path.getsize(os.path.join(site, rel))
                if not (MIN_BYTES <= size <= MAX_BYTES):
                    continue
                if not compiles(open(os.path.join(site, rel), "rb").read(), rel):
                    not_compiling.append(rel)
                    continue
                cands.append(rel)
        cands.sort()
        chosen = sorted(rnd.sample(cands, cap)) if len(cands) > cap else cands
        for rel in chosen:
            dst_rel = f"files/{name}@{version}/{rel}"
            dst = os.path.join(DS, dst_rel)
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            shutil.copyfile(os.path.join(site, rel), dst)
            data = open(dst, "rb").read()
            entries.append({"file": dst_rel, "package": name, "version": version, "license": lic,
                            "debian_package": deb, "debian_version": debver,
                            "path_in_package": rel, "lint_path": f"{deb}/{SITE}/{rel}", "bytes": len(data),
                            "lines": data.count(b"\n") + (0 if data.endswith(b"\n") else 1),
                            "sha256": hashlib.sha256(data).hexdigest()})
        if chosen:
            shutil.copyfile(os.path.join(pkg_dir, "usr/share/doc", deb, "copyright"),
                            os.path.join(DS, f"files/{name}@{version}/copyright"))
        print(f"{name}@{version} ({deb} {debver}): {len(cands)} candidates, {len(chosen)} chosen"
              + (f", {len(not_compiling)} not compiling: {not_compiling}" if not_compiling else ""))
    json.dump(entries, open(os.path.join(DS, "sources.json"), "w"), indent=1)
    print("total files:", len(entries))


if __name__ == "__main__":
    main()
