#!/usr/bin/env python3
"""Pick real JavaScript source files from the unpacked npm packages and copy them to
<dataset>/files/<name>@<version>/<path-in-package> (+ the package's LICENSE file).

Usage: python3 scripts/select_files.py [PACKS_DIR] [DATASET_DIR]
  PACKS_DIR default .npm-work/packs/jssrc/x (output of fetch_npm.sh)
Writes DATASET_DIR/sources.json. Deterministic (random.Random(42) per-package caps).
"""
import hashlib, json, os, random, re, shutil, sys

HERE = os.path.dirname(os.path.abspath(__file__))
PACKS = sys.argv[1] if len(sys.argv) > 1 else ".npm-work/packs/jssrc/x"
DS = sys.argv[2] if len(sys.argv) > 2 else os.path.dirname(HERE)

SPEC = {  # package -> (include regex, cap); only hand-written source trees, never dist/ or build output
    "lodash": (r"^[^/]+\.js$", 25),                   # modular CommonJS files at the package root (not fp/)
    "express": (r"^(index|lib/[^/]+)\.js$", 10),
    "moment": (r"^src/lib/.+\.js$", 20),               # ES-module sources (not the locale/ or dist/ builds)
    "axios": (r"^lib/.+\.js$", 20),
    "semver": (r"^(classes|functions|internal|ranges)/[^/]+\.js$", 15),
    "underscore": (r"^modules/[^/]+\.js$", 20),        # ES-module sources (cjs/ and amd/ are generated)
    "jquery": (r"^src/.+\.js$", 20),
    "qs": (r"^lib/[^/]+\.js$", 5),
    "ws": (r"^lib/[^/]+\.js$", 10),
    "prismjs": (r"^(components/prism-[^/]+|plugins/[^/]+/prism-[^/]+)\.js$", 20),
    "webpack": (r"^lib/.+\.js$", 25),
    "three": (r"^src/.+\.js$", 25),
    "source-map": (r"^lib/[^/]+\.js$", 8),
    "esutils": (r"^lib/[^/]+\.js$", 4),
}
EXCLUDE = re.compile(r"(\.min\.js$|-min\.js$|(^|/)(tests?|__tests__|dist|build|fp)/)")
MIN_BYTES, MAX_BYTES = 200, 60_000


def looks_minified(text):
    lines = text.splitlines() or [""]
    return max(len(l) for l in lines) > 1000 or sum(len(l) for l in lines) / len(lines) > 160


def main():
    rnd = random.Random(42)
    out_root = os.path.join(DS, "files")
    if os.path.isdir(out_root):
        shutil.rmtree(out_root)
    entries = []
    for d in sorted(os.listdir(PACKS)):
        pkg_dir = os.path.join(PACKS, d, "package")
        pj = json.load(open(os.path.join(pkg_dir, "package.json")))
        name, version, lic = pj["name"], pj["version"], pj.get("license")
        if name not in SPEC:
            continue
        rx, cap = SPEC[name]
        cands = []
        for root, _, files in os.walk(pkg_dir):
            for fn in files:
                rel = os.path.relpath(os.path.join(root, fn), pkg_dir).replace(os.sep, "/")
                if not re.search(rx, rel) or EXCLUDE.search(rel):
                    continue
                size = os.path.getsize(os.path.join(pkg_dir, rel))
                if not (MIN_BYTES <= size <= MAX_BYTES):
                    continue
                if looks_minified(open(os.path.join(pkg_dir, rel), encoding="utf8", errors="replace").read()):
                    continue
                cands.append(rel)
        cands.sort()
        chosen = sorted(rnd.sample(cands, cap)) if len(cands) > cap else cands
        for rel in chosen:
            dst_rel = f"files/{name}@{version}/{rel}"
            dst = os.path.join(DS, dst_rel)
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            shutil.copyfile(os.path.join(pkg_dir, rel), dst)
            data = open(dst, "rb").read()
            entries.append({"file": dst_rel, "package": name, "version": version, "license": lic,
                            "path_in_package": rel, "bytes": len(data),
                            "lines": data.count(b"\n") + (0 if data.endswith(b"\n") else 1),
                            "sha256": hashlib.sha256(data).hexdigest()})
        for lf in sorted(os.listdir(pkg_dir)):
            if re.match(r"(?i)^(licen[cs]e|copying)(\.(md|txt|bsd))?$", lf) and chosen:
                shutil.copyfile(os.path.join(pkg_dir, lf), os.path.join(DS, f"files/{name}@{version}/{lf}"))
        print(f"{name}@{version}: {len(cands)} candidates, {len(chosen)} chosen")
    json.dump(entries, open(os.path.join(DS, "sources.json"), "w"), indent=1)
    print("total files:", len(entries))


if __name__ == "__main__":
    main()
