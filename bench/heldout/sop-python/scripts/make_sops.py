#!/usr/bin/env python3
"""Turn pylint's per-message documentation into SOP markdown files with YAML front matter.

Usage: /usr/bin/python3 scripts/make_sops.py [DATASET_DIR]
  env PYLINT_DOCS  folder holding doc/data/messages of pylint v2.16.2 (default .py-work/pylint-docs)
      PYLINT_ENV   isolated import path with pylint only (default .py-work/pylint-env); used to ask
                   pylint which messages scripts/pylintrc enables
Needs the Debian pylint 2.16.2 importable by /usr/bin/python3 (it enumerates the message definitions
of all checkers and all bundled extensions, as pylint's doc/exts/pylint_messages.py does).
Writes DATASET_DIR/sops/<symbol>.md, DATASET_DIR/sops_index.jsonl, DATASET_DIR/LICENSE-pylint-docs.txt
(pylint's GPL-2.0 licence, which covers the SOP text).

A message gets a SOP when its folder doc/data/messages/<letter>/<symbol>/ has real content: bad.py,
good.py, details.rst or related.rst that is not pylint's placeholder text ("This is a placeholder for
correct code for this message." / "You can help us make the doc better ..."). Messages without that get
no SOP and are dropped from the ground truth by lint.py.

The body follows the page pylint's own doc generator (doc/exts/pylint_messages.py at v2.16.2) builds,
in markdown: "# <symbol> / <msgid>", **Message emitted:**, **Description:**, the caution for messages
disabled by default, **Problematic code:** (bad.py), **Correct code:** (good.py) as ```python fences,
**Additional details:** (details.rst), **Related links:** (related.rst), the note for extension
checkers and "Created by the <checker> checker.". The .rst parts are converted to markdown by rst_to_md()
below (literals, links, code blocks, headings, grid tables); the wording is unchanged.

severity: error = pylint category F (fatal) or E (error); warning = W; info = C (convention),
          R (refactor), I (informational).
"""
import json, os, re, shutil, subprocess, sys
from inspect import getmodule

from pylint import __version__ as PYLINT_VERSION
from pylint.checkers import initialize as initialize_checkers
from pylint.extensions import initialize as initialize_extensions
from pylint.lint import PyLinter

HERE = os.path.dirname(os.path.abspath(__file__))
DS = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(HERE))
DOCS = os.path.abspath(os.environ.get("PYLINT_DOCS", ".py-work/pylint-docs"))
ENV = os.path.abspath(os.environ.get("PYLINT_ENV", ".py-work/pylint-env"))
MSG_DIR = os.path.join(DOCS, "doc", "data", "messages")
TAG = "v2.16.2"
GLOB = "**/*.py"
LICENSE = "GPL-2.0-or-later"
SEVERITY = {"F": "error", "E": "error", "W": "warning", "C": "info", "R": "info", "I": "info"}
CATEGORY = {"F": "fatal", "E": "error", "W": "warning", "C": "convention", "R": "refactor", "I": "information"}
PLACEHOLDER_GOOD = "This is a placeholder for correct code for this message."
PLACEHOLDER_DETAILS = "help us make the doc better"


# ---------------------------------------------------------------- rst -> markdown
def _inline(s, targets):
    lits = []

    def keep(m):
        lits.append(m.group(1))
        return f"\x00{len(lits) - 1}\x00"

    s = re.sub(r"``(.+?)``(?!`)", keep, s)
    s = re.sub(r":ref:`([^`<]+?)\s*<[^>`]+>`", r"\1", s)          # :ref:`text <label>` -> text
    s = re.sub(r":ref:`([^`<]+?)`", r"`\1`", s)                     # :ref:`label` -> `label`
    s = re.sub(r"`([^`<]+?)\s*<([^>`]+)>`__?", r"[\1](\2)", s)      # `text <url>`_ -> [text](url)
    s = re.sub(r"\b([A-Za-z0-9][\w-]*)_\b", lambda m: f"[{m.group(1)}]({targets[m.group(1)]})"
               if m.group(1) in targets else m.group(0), s)         # name_ + ".. _name: url"

    def lit(m):
        t = lits[int(m.group(1))]
        return f"`` {t} ``" if "`" in t else f"`{t}`"

    return re.sub(r"\x00(\d+)\x00", lit, s)


def _indented_block(lines, i, base):
    """Collect lines after i that are blank or indented deeper than `base`; return (dedented, next i)."""
    block = []
    while i < len(lines) and (not lines[i].strip() or len(lines[i]) - len(lines[i].lstrip()) > base):
        block.append(lines[i])
        i += 1
    while block and not block[-1].strip():
        block.pop()
        i -= 1
    while block and not block[0].strip():
        block.pop(0)
    ind = min((len(l) - len(l.lstrip()) for l in block if l.strip()), default=0)
    return [l[ind:] for l in block], i


def _grid_table(rows, targets):
    cols = [k for k, ch in enumerate(rows[0]) if ch == "+"]
    out, cur, header_done = [], None, False
    for line in rows:
        if line.startswith("+"):
            if cur is not None:
                out.append("| " + " | ".join(" ".join(c).strip() for c in cur) + " |")
                if line.startswith("+=") and not header_done:
                    out.append("|" + "|".join("---" for _ in cur) + "|")
                    header_done = True
            cur = [[] for _ in range(len(cols) - 1)]
            continue
        for k in range(len(cols) - 1):
            cell = line[cols[k] + 1:cols[k + 1]].strip()
            if cell:
                cur[k].append(_inline(cell, targets))
    return out


def rst_to_md(text):
    lines = text.rstrip("\n").split("\n")
    targets = {}
    kept = []
    for l in lines:
        m = re.match(r"^\.\. _([^:]+):\s+(\S+)\s*$", l)
        if m:
            targets[m.group(1)] = m.group(2)
        else:
            kept.append(l)
    lines = kept
    out, levels, i = [], [], 0
    while i < len(lines):
        line = lines[i]
        nxt = lines[i + 1] if i + 1 < len(lines) else ""
        if (line.strip() and not line[0].isspace() and line[0] not in "+|"
                and re.fullmatch(r"([~\-=^\"*#])\1{2,}", nxt.strip())):
            ch = nxt.strip()[0]
            if ch not in levels:
                levels.append(ch)
            out += ["#" * (3 + levels.index(ch)) + " " + _inline(line.strip(), targets), ""]
            i += 2
            continue
        m = re.match(r"^(\s*)\.\. code-block::\s*(\S*)\s*$", line)
        if m:
            block, i = _indented_block(lines, i + 1, len(m.group(1)))
            out += ["```" + m.group(2)] + block + ["```"]
            continue
        m = re.match(r"^(\s*)\.\. option::\s*(.+?)\s*$", line)
        if m:
            out.append(f"`{m.group(2)}`")
            block, i = _indented_block(lines, i + 1, len(m.group(1)))
            if block:
                out += [""] + rst_to_md("\n".join(block)).split("\n")
            continue
        if line.startswith("+-"):
            rows = []
            while i < len(lines) and lines[i][:1] in ("+", "|"):
                rows.append(lines[i])
                i += 1
            out += _grid_table(rows, targets)
            continue
        if line.rstrip().endswith("::") and line.strip() != "::":
            head = line.rstrip()[:-2]
            head = head.rstrip() if head.endswith(" ") else head + ":"
            out.append(_inline(head, targets))
            block, i = _indented_block(lines, i + 1, len(line) - len(line.lstrip()))
            out += ["", "```"] + block + ["```"]
            continue
        if (line.startswith("    ") and line.strip() and i > 0 and lines[i - 1].strip()
                and not lines[i - 1].startswith(" ")):
            # rst: an indented block right under a paragraph line (renders as an indented quote)
            block, i = _indented_block(lines, i, 0)
            out += [""] + ["> " + _inline(b, targets) if b.strip() else ">" for b in block]
            continue
        out.append(_inline(line, targets))
        i += 1
    md = "\n".join(out)
    return re.sub(r"\n{3,}", "\n\n", md).strip("\n")


# ---------------------------------------------------------------- messages
def read(p):
    return open(p, encoding="utf-8").read() if os.path.exists(p) else None


def doc_parts(symbol):
    d = os.path.join(MSG_DIR, symbol[0], symbol)
    bad, good = read(os.path.join(d, "bad.py")), read(os.path.join(d, "good.py"))
    details, related = read(os.path.join(d, "details.rst")), read(os.path.join(d, "related.rst"))
    if good is not None and PLACEHOLDER_GOOD in good:
        good = None
    if details is not None and PLACEHOLDER_DETAILS in details:
        details = None
    details = details if details and details.strip() else None
    related = related if related and related.strip() else None
    return d, bad, good, details, related


def fence(code):
    f = "```"
    while f in code:
        f += "`"
    return f"{f}python\n{code.rstrip(chr(10))}\n{f}"


def enabled_in_config():
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": ENV, "LC_ALL": "C.UTF-8", "PYTHONHASHSEED": "0"}
    outp = subprocess.run(["/usr/bin/python3", "-S", "-m", "pylint", f"--rcfile={os.path.join(HERE, 'pylintrc')}",
                           "--list-msgs-enabled"], env=env, cwd="/", capture_output=True, text=True, check=True).stdout
    sect, enabled = None, set()
    for line in outp.splitlines():
        if line.endswith(":") and not line.startswith(" "):
            sect = line
        elif line.startswith("  ") and sect == "Enabled messages:":
            enabled.add(line.split()[0])
    return enabled


def main():
    linter = PyLinter()
    initialize_checkers(linter)
    initialize_extensions(linter)
    by_symbol = {}
    for checker in linter.get_checkers():
        mod = getmodule(checker)
        for msg in checker.messages:
            e = by_symbol.setdefault(msg.symbol, {"def": msg, "checkers": []})
            ck = (checker.name, mod.__name__)
            if ck not in e["checkers"]:
                e["checkers"].append(ck)
    enabled = enabled_in_config()

    out_dir = os.path.join(DS, "sops")
    shutil.rmtree(out_dir, ignore_errors=True)
    os.makedirs(out_dir)
    index, undocumented = [], []
    for symbol in sorted(by_symbol):
        msg = by_symbol[symbol]["def"]
        checkers = sorted(by_symbol[symbol]["checkers"])
        d, bad, good, details, related = doc_parts(symbol)
        if not any((bad, good, details, related)):
            undocumented.append(symbol)
            continue
        ext = sorted({m for _, m in checkers if m.startswith("pylint.extensions.")})
        description = " ".join(msg.description.split())
        rel_dir = os.path.relpath(d, DOCS)
        src_files = [f for f in ("bad.py", "good.py", "details.rst", "related.rst")
                     if {"bad.py": bad, "good.py": good, "details.rst": details, "related.rst": related}[f]]
        modpaths = sorted({"pylint/" + m.split(".", 1)[1].replace(".", "/") + ".py" for _, m in checkers})

        body = [f"# {symbol} / {msg.msgid}", "", "**Message emitted:**", "", msg.msg, "",
                "**Description:**", "", f"*{description}*", ""]
        if not msg.default_enabled:
            body += [f"> **Caution:** This message is disabled by default. To enable it, add `{symbol}` "
                     "to the `enable` option.", ""]
        if bad:
            body += ["**Problematic code:**", "", fence(bad), ""]
        if good:
            body += ["**Correct code:**", "", fence(good), ""]
        if details:
            body += ["**Additional details:**", "", rst_to_md(details), ""]
        if related:
            body += ["**Related links:**", "", rst_to_md(related), ""]
        for m in ext:
            cname = next(c for c, mm in checkers if mm == m)
            body += [f"> **Note:** This message is emitted by the optional `'{cname}'` checker which requires "
                     f"the `{m}` plugin to be loaded.", ""]
        links = ", ".join(f"[`{c}`](https://github.com/PyCQA/pylint/blob/main/pylint/{m.split('.', 1)[1].replace('.', '/')}.py)"
                          for c, m in checkers)
        body.append(f"Created by the {links} checker{'s' if len(checkers) > 1 else ''}.")
        text = "\n".join(body) + "\n"
        source = f"pylint-dev/pylint@{TAG}:{rel_dir}/" + "{" + ",".join(src_files) + "}"

        severity = SEVERITY[msg.msgid[0]]
        q = json.dumps
        meta = {
            "rule": symbol, "sop_file": f"sops/{symbol}.md", "severity": severity, "title": description,
            "msgid": msg.msgid, "pylint_category": CATEGORY[msg.msgid[0]], "message": msg.msg,
            "checker": checkers[0][0], "extension": ext[0] if ext else None,
            "default_enabled": msg.default_enabled, "enabled_in_lint_config": symbol in enabled,
            "has_bad_example": bool(bad), "has_good_example": bool(good),
            "example_needs_pylintrc": os.path.exists(os.path.join(d, "pylintrc")),
            "old_names": [n for _, n in msg.old_names],
        }
        fm = ["---", "category: sop", f"applies_to: {q(GLOB)}", f"severity: {severity}", f"rule: {q(symbol)}",
              f"title: {q(description)}", f"msgid: {q(msg.msgid)}", f"pylint_category: {q(meta['pylint_category'])}",
              f"message: {q(msg.msg)}", f"checker: {q(meta['checker'])}",
              f"extension: {q(meta['extension']) if ext else 'null'}",
              f"default_enabled: {q(msg.default_enabled)}", f"enabled_in_lint_config: {q(meta['enabled_in_lint_config'])}",
              f"example_needs_pylintrc: {q(meta['example_needs_pylintrc'])}",
              f"old_names: [{', '.join(q(n) for n in meta['old_names'])}]",
              f"source: {q(source)}",
              f"message_definition: {q(f'pylint@{PYLINT_VERSION}:' + ','.join(modpaths))}",
              f"license: {q(LICENSE)}", "---", ""]
        with open(os.path.join(out_dir, f"{symbol}.md"), "w", encoding="utf-8") as fh:
            fh.write("\n".join(fm) + text)
        meta["body_chars"] = len(text)
        index.append(meta)
    with open(os.path.join(DS, "sops_index.jsonl"), "w", encoding="utf-8") as fh:
        fh.writelines(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n" for r in index)
    shutil.copyfile(os.path.join(DOCS, "LICENSE"), os.path.join(DS, "LICENSE-pylint-docs.txt"))
    sev = {}
    for r in index:
        sev[r["severity"]] = sev.get(r["severity"], 0) + 1
    doc_dirs = sorted(os.path.basename(p) for l in os.listdir(MSG_DIR) for p in
                      [os.path.join(MSG_DIR, l, s) for s in os.listdir(os.path.join(MSG_DIR, l))])
    print(json.dumps({"pylint": PYLINT_VERSION, "messages_in_pylint": len(by_symbol),
                      "enabled_in_lint_config": len(enabled), "sops": len(index), "severity": sev,
                      "sops_enabled_in_lint_config": sum(r["enabled_in_lint_config"] for r in index),
                      "undocumented": len(undocumented),
                      "undocumented_enabled_in_lint_config": sorted(set(undocumented) & enabled).__len__(),
                      "doc_dirs_without_message": [s for s in doc_dirs if s not in by_symbol]}, indent=1))


if __name__ == "__main__":
    main()
