#!/bin/sh
# A monotone command workload for campaign tests: PASS when 3x + 2y + z >= 24 (levels 1..8),
# reported as a throughput against a floor of 24. Plain POSIX sh + awk, as a user's benchmark
# wrapper would be. LUMA_TEST_SLEEP slows each run (crash-safety test).
x=$(echo "$LUMA_STATE_JSON" | sed -E 's/.*"x":([0-9.]+).*/\1/')
y=$(echo "$LUMA_STATE_JSON" | sed -E 's/.*"y":([0-9.]+).*/\1/')
z=$(echo "$LUMA_STATE_JSON" | sed -E 's/.*"z":([0-9.]+).*/\1/')
sleep "${LUMA_TEST_SLEEP:-0}"
awk -v x="$x" -v y="$y" -v z="$z" 'BEGIN { printf "{\"throughput_tok_s\": %.3f}\n", 3*x + 2*y + z }'
