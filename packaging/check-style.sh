#!/usr/bin/env bash
# The house style, checked (packaging/dev.sh test runs it, so CI fails on a finding):
#   packaging/check-style.sh format          every tracked C/C++ source is as .clang-format writes it
#   packaging/check-style.sh tidy BUILD_DIR [--since REV]
#                                            no finding of .clang-tidy's checks in the sources of
#                                            core/, remote/, ui/, app/ and kernels/ that BUILD_DIR's
#                                            compile_commands.json builds (a configured, built tree:
#                                            the Qt sources include their moc output); with --since,
#                                            only those whose text could differ from commit REV's,
#                                            a commit checked clean (packaging/tidy_units.py)
#   packaging/check-style.sh tidy-record BUILD_DIR
#                                            check every source, and when all are clean and the work
#                                            tree is committed, write HEAD to .ci/tidy-base: the REV
#                                            packaging/dev.sh test checks since
#   packaging/check-style.sh fix             reformat the tree in place
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
sources() { git ls-files -- '*.cpp' '*.h' '*.hpp' '*.cu' '*.hip' '*.c'; }
case "${1:-}" in
  format)
    if ! out=$(sources | xargs clang-format --dry-run --Werror 2>&1); then
      echo "$out" | grep -E '^[^ ].*(warning|error):' | head -20 >&2
      echo "check-style: $(echo "$out" | grep -oE '^[^:]+\.(cpp|h|hpp|cu|hip|c)' | sort -u | wc -l) file(s) not formatted;" \
           "run packaging/check-style.sh fix" >&2
      exit 1
    fi
    echo "check-style: $(sources | wc -l) files formatted"
    ;;
  tidy | tidy-record)
    build=${2:?usage: packaging/check-style.sh tidy BUILD_DIR [--since REV] | tidy-record BUILD_DIR}
    since=()
    if [[ ${1} == tidy && ${3:-} == --since ]]; then since=(--since "${4:?--since needs a commit}"); fi
    [[ -f $build/compile_commands.json ]] || { echo "check-style: no $build/compile_commands.json (configure first)" >&2; exit 2; }
    if [[ ${1} == tidy-record && -n $(git status --porcelain) ]]; then
      echo "check-style: commit the work tree first: .ci/tidy-base names a commit" >&2; exit 2
    fi
    dirs='(core|remote|ui|app|kernels)'
    db=$(mktemp -d)
    trap 'rm -rf "$db"' EXIT
    mapfile -t files < <(python3 packaging/tidy_units.py "$build" "$db" "^$root/$dirs/.*\.cpp\$" "${since[@]}")
    if [[ ${#files[@]} -eq 0 ]]; then
      echo "check-style: no source could have changed since ${since[1]:-}: clang-tidy has nothing to check"
      exit 0
    fi
    # run-clang-tidy exits non-zero when any file has a finding (.clang-tidy: WarningsAsErrors '*').
    # The compile commands are GCC's: clang is told to pass over GCC-only warning flags
    # (-Wno-restrict for GCC 12), not to report them.
    if ! out=$(run-clang-tidy -quiet -p "$db" -j "$(nproc 2>/dev/null || echo 2)" \
                 -extra-arg=-Wno-unknown-warning-option \
                 -header-filter="^$root/$dirs/" "${files[@]/#/^}" 2>&1); then
      echo "$out" | sed 's/\x1b\[[0-9;]*m//g' | grep -E '(warning|error): ' | sort -u >&2
      echo "check-style: clang-tidy findings (checks in .clang-tidy)" >&2
      exit 1
    fi
    echo "check-style: clang-tidy clean over ${#files[@]} sources${since:+ (those that could differ from ${since[1]})}"
    if [[ ${1} == tidy-record ]]; then
      git rev-parse HEAD >.ci/tidy-base
      echo "check-style: .ci/tidy-base is now $(cat .ci/tidy-base): commit it"
    fi
    ;;
  fix)
    sources | xargs clang-format -i
    ;;
  *)
    echo "usage: packaging/check-style.sh format | tidy BUILD_DIR | fix" >&2
    exit 2
    ;;
esac
