#!/usr/bin/env python3
"""The compile database clang-tidy reads, and the files it checks (packaging/check-style.sh tidy).

    tidy_units.py BUILD_DIR OUT_DIR SOURCE_REGEX [--since REV]

Writes OUT_DIR/compile_commands.json: BUILD_DIR's, less the precompiled header (GCC's .gch is not
clang's, and without it clang-tidy also sees whether each file includes what it uses). Prints the
sources matching SOURCE_REGEX to check, one per line: all of them, or with --since REV only those
whose text could have changed since commit REV, which was checked clean: the file itself or any
header its build read (its GCC depfile) differs from REV in the work tree. A source without a
depfile, a REV that is not in this clone, or a change to the checks themselves selects all.
"""
import json
import os
import re
import shlex
import subprocess
import sys

CHECKS_THEMSELVES = {".clang-tidy", "packaging/check-style.sh", "packaging/tidy_units.py"}


def without_pch(args):
    """The compile arguments less CMake's forced include of the precompiled header."""
    kept, i = [], 0
    while i < len(args):
        if args[i] == "-include" and i + 1 < len(args) and args[i + 1].endswith("cmake_pch.hxx"):
            i += 2
            continue
        if args[i] != "-Winvalid-pch":
            kept.append(args[i])
        i += 1
    return kept


def depfile_paths(entry, args):
    """The files the build read for this entry, from GCC's depfile beside the object, or None."""
    if "-o" not in args:
        return None
    obj = os.path.join(entry["directory"], args[args.index("-o") + 1])
    try:
        text = open(obj + ".d", encoding="utf-8", errors="replace").read()
    except OSError:
        return None
    text = text.replace("\\\n", " ")
    deps = set()
    for line in text.splitlines():
        _, sep, rest = line.partition(": ")
        if sep:
            deps.update(os.path.normpath(os.path.join(entry["directory"], p)) for p in rest.split())
    return deps


def changed_since(root, rev):
    """Absolute paths that differ between REV and the work tree (untracked files included), or None."""
    if subprocess.run(["git", "-C", root, "cat-file", "-e", rev + "^{commit}"], capture_output=True).returncode:
        return None
    diff = subprocess.run(["git", "-C", root, "diff", "--name-only", rev], capture_output=True, text=True, check=True)
    new = subprocess.run(["git", "-C", root, "ls-files", "--others", "--exclude-standard"], capture_output=True,
                         text=True, check=True)
    names = set(diff.stdout.split()) | set(new.stdout.split())
    if names & CHECKS_THEMSELVES:
        return None
    return {os.path.normpath(os.path.join(root, n)) for n in names}


def main():
    argv = sys.argv[1:]
    since = None
    if "--since" in argv:
        i = argv.index("--since")
        since = argv[i + 1]
        del argv[i:i + 2]
    build, out_dir, pattern = argv
    root = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True,
                          check=True).stdout.strip()
    entries = json.load(open(os.path.join(build, "compile_commands.json")))
    changed = changed_since(root, since) if since else None
    if since and changed is None:
        print(f"tidy_units: {since} is not a commit of this clone or the checks changed: checking every source",
              file=sys.stderr)
    selected = []
    for e in entries:
        args = e["arguments"] if "arguments" in e else shlex.split(e["command"])
        if re.search(pattern, e["file"]) and (
                changed is None or os.path.normpath(e["file"]) in changed
                or (deps := depfile_paths(e, args)) is None or deps & changed):
            selected.append(e["file"])
        e.pop("command", None)
        e["arguments"] = without_pch(args)
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, "compile_commands.json"), "w") as f:
        json.dump(entries, f)
    for name in sorted(set(selected)):
        print(name)


if __name__ == "__main__":
    main()
