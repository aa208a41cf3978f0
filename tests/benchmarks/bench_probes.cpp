// The CPU probes against references, in one run:
// - bandwidth: the agent's CPU probe (best of copy/triad, with and without non-temporal stores,
//   all cores, bytes loaded + stored) over likwid-bench's best of copy_avx, triad_avx,
//   copy_mem_avx and triad_mem_avx with -w S0:512MB:<cores> (the reference STREAM-class tool);
//   goal ratio >= 1.0;
// - compute: the FMA probe over the theoretical FP32 peak (cores x max clock x FMA lanes x 2).
#include "kernels.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <thread>

namespace {

double likwidBest(int threads) {
    double best = 0;
    for (const char* kernel : {"copy_avx", "triad_avx", "copy_mem_avx", "triad_mem_avx"}) {
        std::string cmd =
            std::string("likwid-bench -t ") + kernel + " -w S0:512MB:" + std::to_string(threads) + " 2>/dev/null";
        std::unique_ptr<FILE, int (*)(FILE*)> p(popen(cmd.c_str(), "r"), pclose);
        if (!p) return -1;
        char line[512];
        while (std::fgets(line, sizeof line, p.get())) {
            std::string s(line);
            if (s.rfind("MByte/s:", 0) == 0) best = std::max(best, std::atof(s.substr(8).c_str()) / 1000.0);
        }
    }
    return best;
}

int vectorLanes() {
#if defined(__x86_64__)
    if (__builtin_cpu_supports("avx512f")) return 16;
    if (__builtin_cpu_supports("avx2")) return 8;
#endif
    return 4;
}

} // namespace

int main() {
    const luma_backend* cpu = luma_cpu_backend();
    char err[256] = {};
    luma_device_info info{};
    cpu->device_info(0, &info, err, sizeof err);
    const int threads = info.compute_units;
    cpu->set_parallelism(0, threads, err, sizeof err);

    const std::size_t bytes = 512ull * 1024 * 1024; // the whole working set, as likwid-bench -w S0:512MB
    void* buf = cpu->alloc(0, bytes, err, sizeof err);
    if (!buf) {
        std::printf("cannot allocate the probe buffer: %s\n", err);
        return 1;
    }
    cpu->fill(0, buf, bytes, 1, err, sizeof err);
    double probe = 0;
    const char* names[] = {"copy", "triad", "copy_nt", "triad_nt"};
    for (int k = 0; k < 4; ++k) {
        double g = cpu->stream_gbps(0, buf, bytes, k, 10, err, sizeof err);
        std::printf("probe %-9s %8.2f GB/s\n", names[k], g);
        probe = std::max(probe, g);
    }
    cpu->release(0, buf);
    const double likwid = likwidBest(threads);
    std::printf("\nCPU bandwidth probe best: %.2f GB/s on %d threads (%s)\n", probe, threads, info.name);
    if (likwid > 0)
        std::printf("likwid-bench best:        %.2f GB/s\nratio probe / likwid-bench: %.3f (goal >= 1.0)\n", likwid,
                    probe / likwid);
    else
        std::printf("likwid-bench not available (apt-get install likwid): no reference ratio\n");

    const double gflops = cpu->fma_gflops(0, 2.0, err, sizeof err);
    const int lanes = vectorLanes();
    const int pipes = lanes >= 8 ? 2 : 1; // FMA ports per core on current x86 server cores
    const double peak = threads * info.clock_mhz * 1e-3 * lanes * pipes * 2;
    std::printf(
        "\nCPU FMA probe: %.1f GFLOP/s FP32; theoretical %d threads x %.0f MHz x %d lanes x %d FMA pipes x 2 = %.1f GFLOP/s\n",
        gflops, threads, info.clock_mhz, lanes, pipes, peak);
    if (peak > 0) std::printf("fraction of theoretical peak: %.3f\n", gflops / peak);
    return 0;
}
