#!/usr/bin/env bash
# Assembles gpu-check/ (git-ignored): the agent, the CLI, the CUDA kernel library and the few
# shared libraries a GPU host may lack (libcudart, libcrypto, libsqlite3), stripped, with the
# contracts of the device check. A session lent a GPU machine then runs, with the device tool:
#   command: OUT=$OUT bash gpu-check/run.sh     carry: ["gpu-check"]
# and reads bw.json, fma.json, bw_quarter.json, emu_tiny.json, emu_8b.json from the files it gets
# back. The binaries come from build/ci (the test build); run packaging/dev.sh test first.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=${1:-$root/build/ci}
out=$root/gpu-check
rm -rf "$out"
mkdir -p "$out"
cp "$build/app/luma" "$build/app/luma-agent" "$build/app/libluma_kernels_cuda.so" "$out/"
strip "$out/luma" "$out/luma-agent" "$out/libluma_kernels_cuda.so"
for lib in $(ldd "$out/luma" "$out/libluma_kernels_cuda.so" | awk '/cudart|libcrypto|libsqlite3/ {print $3}' | sort -u); do
  cp -L "$lib" "$out/"
done
cp "$root"/packaging/device-check/{run.sh,contract8b.json,emu-gpu.json,emu-tiny.json,bwq.json} "$out/"
cp "$root"/resources/examples/tiny/{tiny-llama.json,contract.json} "$root"/resources/models/llama-3.1-8b.json "$out/"
du -sh "$out"
