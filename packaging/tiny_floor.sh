#!/usr/bin/env bash
# The tiny campaign's throughput floor on the host a machine file was generated for: between what
# one llm-emulator worker thread and two make there, as the model predicts them on the measured
# profile (their geometric mean), so that compute binds on any 2-core host, a fast one as much as
# the slow VM the bundled 650 tok/s was cut for. packaging/dev.sh run and tst_codesign use it.
#   packaging/tiny_floor.sh LUMA MACHINE.json CONTRACT.json OUT.json
# writes OUT.json (the contract with that floor, named tiny-chat-FLOOR; it may be CONTRACT.json) and
# prints the floor: the contract's own where the model's one-thread figure is not below two's.
set -euo pipefail
luma=${1:?usage: tiny_floor.sh LUMA MACHINE.json CONTRACT.json OUT.json}
machine=${2:?} contract=${3:?} out=${4:?}
# The contract without its floor and with latency SLOs no state misses (only passing states are in
# explore's JSON; a slow host's one thread misses 50 ms TPOT); beside OUT.json, whose folder holds
# the model config the contract names by a relative path.
probe=$(dirname "$out")/.tiny-floor-probe
trap 'rm -f "$probe-contract.json" "$probe-space.json"' EXIT
sed -e 's/"throughput_tok_s_min": *[0-9.]*/"throughput_tok_s_min": 1/' \
  -e 's/"\(ttft\|tpot\)_ms_p99": *[0-9.]*/"\1_ms_p99": 1000000/g' "$contract" >"$probe-contract.json"
predicted_tok_s() { # at compute_fraction $1
  echo "{\"schema\": \"luma.space/1\", \"dims\": [{\"resource\": \"compute_fraction\", \"levels\": [$1]}]}" \
    >"$probe-space.json"
  "$luma" explore --contract "$probe-contract.json" --machine "$machine" --space "$probe-space.json" --json |
    tr -d ' \n' | grep -o '"throughput_tok_s":[0-9.e+-]*' | head -1 | cut -d: -f2 ||
    echo "tiny_floor.sh: luma explore predicted no throughput for $machine at compute_fraction $1" >&2
}
one=$(predicted_tok_s 0.5)
two=$(predicted_tok_s 1.0)
[[ -n $one && -n $two ]] || exit 1
bundled=$(grep -o '"throughput_tok_s_min": *[0-9.]*' "$contract" | grep -o '[0-9.]*$')
floor=$(awk -v a="$one" -v b="$two" -v bundled="$bundled" \
  'BEGIN { if (a > 0 && b > a) printf "%d", sqrt(a * b); else print bundled }')
sed -e "s/\"throughput_tok_s_min\": *[0-9.]*/\"throughput_tok_s_min\": $floor/" \
  -e "s/\"name\": \"tiny-chat-[0-9]*\"/\"name\": \"tiny-chat-$floor\"/" \
  -e "s/\"description\": \"[^\"]*\"/\"description\": \"The tiny contract for the PEX campaign, its throughput floor ($floor tok\/s) set by packaging\/tiny_floor.sh between what one and two llm-emulator worker threads make on this host (the model's figures on its measured profile): compute binds. The emulator needs about 23 MiB for 16 sequences, so memory binds too.\"/" \
  "$contract" >"$out.next"
mv "$out.next" "$out" # OUT.json may be CONTRACT.json itself
echo "$floor"
