#!/usr/bin/env bash
# The README's two commands:
#   packaging/dev.sh run    install what is missing, build, and run the bundled example
#   packaging/dev.sh test   install what is missing, build (warnings are errors), run every test
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
mode=${1:-run}
"$root/packaging/install-deps.sh"
jobs=$(nproc 2>/dev/null || echo 2)
case "$mode" in
  run)
    cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release >/dev/null
    cmake --build build/release -j"$jobs" --target luma luma-agent
    ex=resources/examples/chat-8b
    echo "== The model predicts: chat-8b on two H100s"
    build/release/app/luma predict --contract $ex/contract.json --machine $ex/machine.json
    echo
    echo "== The simulator explores: the predicted frontier over accelerators, memory, bandwidth and compute"
    build/release/app/luma explore --contract $ex/contract.json --machine $ex/machine.json \
      --space $ex/space.json
    echo
    echo "== PEX proves: a real campaign on this host's CPU with the bundled agent (about a minute)"
    build/release/app/luma qualify resources/examples/tiny/campaign.json --db build/release/tiny.luma --quiet
    ;;
  test)
    cmake -S . -B build/ci -DCMAKE_BUILD_TYPE=RelWithDebInfo -DLUMA_WARNINGS_AS_ERRORS=ON
    cmake --build build/ci -j"$jobs"
    ctest --test-dir build/ci --output-on-failure -j"$jobs" --timeout 600
    ;;
  *)
    echo "usage: packaging/dev.sh run|test" >&2
    exit 2
    ;;
esac
