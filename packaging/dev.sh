#!/usr/bin/env bash
# The README's two commands, over the presets of CMakePresets.json:
#   packaging/dev.sh run    install what is missing, build (release), and run the bundled example
#   packaging/dev.sh test   install what is missing; check the formatting (.clang-format); build
#                           everything with warnings as errors (ci, in build/ci), check it with
#                           clang-tidy (.clang-tidy; the sources that could differ from .ci/tidy-base)
#                           and run every test; then build under AddressSanitizer,
#                           LeakSanitizer and UBSan (asan, in build/asan) and run the tests again
#                           and finally builds the Debian package and tries it installed (package)
# and more:
#   packaging/dev.sh package  build/ci's .deb (cpack), lintian's errors refused; installed with apt,
#                           its luma, agent and workbench run from /usr/bin on the bundled tiny
#                           campaign, then it is removed again
#   packaging/dev.sh tsan   build under ThreadSanitizer (build/tsan) and run the agent and campaign
#                           tests, where the threads are
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
mode=${1:-run}
"$root/packaging/install-deps.sh"
jobs=$(nproc 2>/dev/null || echo 2)
case "$mode" in
  run)
    cmake --preset release >/dev/null
    cmake --build --preset release -j"$jobs" --target luma luma-agent luma-workbench
    # The tiny example on the machine that is here: a copy in build/release/tiny whose machine.json
    # is generated from this host's measured profile (luma hosts profile, kept in hosts.luma and
    # reused while the agent build and the hardware facts stay the same).
    tiny=build/release/tiny
    mkdir -p "$tiny"
    for f in resources/examples/tiny/*.json; do
      case $(basename "$f") in machine.json | contract-campaign.json) ;; *) cp "$f" "$tiny/" ;; esac
    done
    echo "== This host, measured (luma hosts profile local)"
    build/release/app/luma hosts profile local --db build/release/hosts.luma --out "$tiny/host-profile.json"
    build/release/app/luma machine from-host --host-profile "$tiny/host-profile.json" --out "$tiny/machine.next.json" \
      --name local-cpu --max-sequences 16 --max-batched-tokens 512 >/dev/null
    # The campaign's throughput floor on this host: between what one worker thread and two make.
    floor=$(packaging/tiny_floor.sh build/release/app/luma "$tiny/machine.next.json" \
      resources/examples/tiny/contract-campaign.json "$tiny/contract-campaign.next.json")
    echo "The tiny campaign's throughput floor on this host: $floor tok/s (between one and two worker threads)"
    if [[ -f build/release/tiny.luma ]] && ! { cmp -s "$tiny/machine.json" "$tiny/machine.next.json" &&
      cmp -s "$tiny/contract-campaign.json" "$tiny/contract-campaign.next.json"; }; then
      # Another machine is another campaign: the evidence of the previous one (also one made on the
      # catalog machine of earlier versions) is kept, not mixed.
      kept=build/release/tiny-$(date +%Y%m%d-%H%M%S).luma
      for ext in "" -wal -shm; do
        if [[ -f "build/release/tiny.luma$ext" ]]; then mv "build/release/tiny.luma$ext" "$kept$ext"; fi
      done
      echo "== The host profile (or the floor cut for it) changed: the previous tiny campaign's evidence is kept in $kept"
    fi
    mv "$tiny/machine.next.json" "$tiny/machine.json"
    mv "$tiny/contract-campaign.next.json" "$tiny/contract-campaign.json"
    echo
    if [[ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]]; then
      # The workbench on the bundled tiny campaign: F5 (Run > Start) qualifies it on this CPU.
      exec build/release/app/luma-workbench --project build/release/tiny.luma "$tiny/campaign.json"
    fi
    echo "== No display: the headless demonstration (the workbench needs DISPLAY or WAYLAND_DISPLAY)"
    ex=resources/examples/chat-8b
    echo "== The model predicts: chat-8b on two H100s"
    build/release/app/luma predict --contract $ex/contract.json --machine $ex/machine.json
    echo
    echo "== The simulator explores: the predicted frontier over accelerators, memory, bandwidth and compute"
    build/release/app/luma explore --contract $ex/contract.json --machine $ex/machine.json \
      --space $ex/space.json
    echo
    echo "== The model predicts the tiny contract on this host, from its measured profile"
    build/release/app/luma predict --contract "$tiny/contract-campaign.json" --machine "$tiny/machine.json"
    echo
    echo "== PEX proves: a real campaign on this host's CPU with the bundled agent (about a minute)"
    build/release/app/luma qualify "$tiny/campaign.json" --db build/release/tiny.luma --quiet
    echo
    echo "== LUMA learns: the campaign's runs calibrate the model, and the calibrated prediction beside the proof"
    calibration=() # tune reads the model through the campaign's calibration where there is one
    if calibrated=$(build/release/app/luma calibrate build/release/tiny.luma --campaign tiny-chat-on-local-cpu \
      --out "$tiny/calibration.json" 2>&1); then
      echo "$calibrated"
      calibration=(--calibration "$tiny/calibration.json")
      build/release/app/luma predict --contract "$tiny/contract-campaign.json" --machine "$tiny/machine.json" \
        --calibration "$tiny/calibration.json"
    else
      # Not a failure of the set-up: a host where compute never binds leaves too few runs to fit.
      echo "Not calibrated on this host: ${calibrated#luma calibrate: error: }"
      echo "(README, \"The bundled tiny campaign learns\", says when and why)"
    fi
    echo
    # tune and codesign keep their steps in a project of their own: tiny.luma stays the campaign's.
    echo "== Service for the machine: luma tune ranks the tiny choices (96 configurations) with the model"
    build/release/app/luma tune --contract "$tiny/contract-tune.json" --machine "$tiny/machine.json" \
      --choices "$tiny/choices.json" "${calibration[@]}" | sed -n '1,/^Best:/p'
    echo
    echo "== ... and proves the decision-changing few on this host's CPU (a minute: 600 requests a run)"
    build/release/app/luma tune --contract "$tiny/contract-tune.json" --machine "$tiny/machine.json" \
      --choices "$tiny/choices.json" "${calibration[@]}" --db build/release/tiny-codesign.luma --host local \
      --budget-runs 8 --quiet
    echo
    echo "== The loop: luma codesign alternates PEX and tune on the tiny campaign until neither moves (a minute or two)"
    build/release/app/luma codesign "$tiny/campaign.json" --choices "$tiny/choices.json" \
      --db build/release/tiny-codesign.luma --budget-runs 16 --quiet
    echo
    echo "== The workbench's views of it, rendered offscreen"
    for view in contract machine explore campaign frontier matrix runs evidence insights calibration; do
      build/release/app/luma-workbench --screenshot "build/release/tiny-$view.png" --project build/release/tiny.luma \
        --campaign tiny-chat-on-local-cpu --view "$view" && echo "  build/release/tiny-$view.png"
    done
    for slide in $(seq 1 20); do # the presentation's story (View > Present, F11), up to its last slide
      build/release/app/luma-workbench --screenshot "build/release/tiny-present-$slide.png" --project build/release/tiny.luma \
        --campaign tiny-chat-on-local-cpu --view present --slide "$slide" >/dev/null 2>&1 || break
      echo "  build/release/tiny-present-$slide.png"
    done
    for view in tune codesign; do # the latest tune campaign and codesign loop of the loop's project
      build/release/app/luma-workbench --screenshot "build/release/tiny-$view.png" \
        --project build/release/tiny-codesign.luma --view "$view" && echo "  build/release/tiny-$view.png"
    done
    ;;
  test)
    start=$SECONDS
    packaging/check-style.sh format
    cmake --preset ci >/dev/null
    cmake --build --preset ci -j"$jobs"
    # clang-tidy over the sources that could differ from .ci/tidy-base, a commit whose every source
    # was checked clean (all of them when it is missing): a whole check takes 20 minutes of CI's 90.
    base=()
    if [[ -f .ci/tidy-base ]]; then base=(--since "$(cat .ci/tidy-base)"); fi
    packaging/check-style.sh tidy build/ci "${base[@]}"
    echo "== style: formatted and clang-tidy clean in $((SECONDS - start)) s (build included)"
    ctest --preset ci -j"$jobs"
    echo "== ci: built and tested in $((SECONDS - start)) s"
    # The engine's unit suites again under ASan + LSan + UBSan (each seen green under ASan on the
    # final tree). The suites that drive whole processes for minutes (agent protocol, campaigns,
    # CLI, emulator) and the GUI, SSH and host-pool suites run in the ci build only, for now.
    asan_suites=(tst_qualify tst_pex_search tst_evidence_store tst_formats tst_strict_inputs
                 tst_workload_spec tst_protocol_messages tst_line_framer tst_explore tst_simulator
                 tst_serving_loop tst_predictor tst_consistency tst_hash tst_catalog tst_hf_import
                 tst_accelerator_types tst_mixed_fleet)
    start=$SECONDS
    cmake --preset asan >/dev/null
    cmake --build --preset asan -j"$jobs" --target "${asan_suites[@]}"
    ctest --preset asan -j"$jobs" -R "^($(IFS='|'; echo "${asan_suites[*]}"))\$"
    echo "== asan: built and tested in $((SECONDS - start)) s"
    "$root/packaging/dev.sh" package
    ;;
  package)
    start=$SECONDS
    cmake --preset ci >/dev/null
    cmake --build --preset ci -j"$jobs"
    rm -f build/ci/luma-workbench_*.deb
    (cd build/ci && cpack -G DEB >/dev/null)
    deb=$(ls build/ci/luma-workbench_*.deb)
    echo "== package: $deb ($(du -h "$deb" | cut -f1))"
    lintian --fail-on error "$deb" ||
      { echo "package: lintian found errors (above)" >&2; exit 1; }
    sudo_cmd=()
    if [[ $(id -u) -ne 0 ]]; then sudo_cmd=(sudo); fi
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "./$deb" >/dev/null
    trap 'DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get remove -y -qq luma-workbench >/dev/null' EXIT
    try=$(mktemp -d)
    /usr/bin/luma --version
    /usr/bin/luma-agent --version | head -1
    cp -r /usr/share/luma/examples/tiny "$try/"
    /usr/bin/luma qualify "$try/tiny/campaign.json" --db "$try/tiny.luma" --quiet | tail -3
    QT_QPA_PLATFORM=offscreen /usr/bin/luma-workbench --screenshot "$try/frontier.png" --project "$try/tiny.luma" \
      --view frontier
    man -l /usr/share/man/man1/luma.1.gz 2>/dev/null | head -3 || true
    rm -rf "$try"
    echo "== package: built, installed and run in $((SECONDS - start)) s"
    ;;
  tsan)
    cmake --preset tsan >/dev/null
    cmake --build --preset tsan -j"$jobs"
    ctest --preset tsan -j"$jobs"
    ;;
  *)
    echo "usage: packaging/dev.sh run|test|package|tsan" >&2
    exit 2
    ;;
esac
