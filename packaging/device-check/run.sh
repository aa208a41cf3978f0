#!/bin/bash
# Device check for issue 3: probes and the emulator on a real GPU, through the agent.
cd "$(dirname "$0")"
export LD_LIBRARY_PATH=$PWD:$LD_LIBRARY_PATH
OUT=${OUT:-/tmp/out}
mkdir -p $OUT
{ nvidia-smi --query-gpu=name,memory.total,clocks.max.memory,power.limit,driver_version --format=csv; cat /etc/os-release | head -2; ldd --version | head -1; } > $OUT/env.txt 2>&1
./luma-agent --version >> $OUT/env.txt 2>&1
printf '{"type":"hello","protocol":1}\n' | timeout 30 ./luma-agent --stdio > $OUT/hello.json 2>&1
timeout 120 ./luma probe bandwidth --backend cuda --mib 8192 --json > $OUT/bw.json 2>&1
timeout 60 ./luma probe compute --backend cuda --seconds 2 --json > $OUT/fma.json 2>&1
echo '{"compute_fraction": 0.25}' > st.json
timeout 120 ./luma agent-run --workload bwq.json --state st.json --json > $OUT/bw_quarter.json 2>&1
timeout 90 ./luma agent-run --workload emu-tiny.json --contract contract.json --json > $OUT/emu_tiny.json 2>&1
timeout 150 ./luma agent-run --workload emu-gpu.json --contract contract8b.json --json > $OUT/emu_8b.json 2>&1
echo done >> $OUT/env.txt
