// The CPU backend: multi-threaded, vectorised kernels behind the C ABI of kernels.h. Always
// built; it is how a laptop, a Graviton host or an accelerator's host CPU runs PEX workloads.
#include "../kernels.h"
#include "thread_pool.h"

#include <sched.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <memory>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace {

using luma::kernels::ThreadPool;

// The process-wide pool and scratch, guarded by `mutex`: every kernel call holds it for its
// whole duration. The pool runs one parallel-for at a time and the scratch is shared, so a
// stray second caller waits its turn instead of corrupting them, and set_parallelism cannot
// replace the pool under a running kernel. (The agent runs one workload at a time anyway.)
struct State {
    std::mutex mutex;
    std::unique_ptr<ThreadPool> pool;
    std::vector<float> x, out, partial; // activation scratch of the emulator kernels
};

State& state() {
    static State s;
    return s;
}

// The CPUs this process may run on (taskset, a cgroup's cpuset, a Slurm step's binding), not the
// machine's: a pool of more workers than that would only time-share, and the host's facts would
// promise threads it cannot have.
int hardwareThreads() {
    cpu_set_t allowed;
    if (sched_getaffinity(0, sizeof allowed, &allowed) == 0) return std::max(1, CPU_COUNT(&allowed));
    return std::max(1u, std::thread::hardware_concurrency());
}

// The caller holds s.mutex.
ThreadPool& pool(State& s) {
    if (!s.pool) s.pool = std::make_unique<ThreadPool>(hardwareThreads());
    return *s.pool;
}

void setError(char* err, std::size_t len, const std::string& text) {
    if (err && len) std::snprintf(err, len, "%s", text.c_str());
}

std::string cpuModel() {
    std::ifstream in("/proc/cpuinfo");
    std::string line;
    while (std::getline(in, line))
        if (line.rfind("model name", 0) == 0 || line.rfind("Model", 0) == 0) {
            auto colon = line.find(':');
            if (colon != std::string::npos) return line.substr(line.find_first_not_of(" \t", colon + 1));
        }
    return "unknown CPU";
}

unsigned long long memTotal() {
    std::ifstream in("/proc/meminfo");
    std::string key;
    unsigned long long kib = 0;
    while (in >> key >> kib) {
        if (key == "MemTotal:") return kib * 1024ULL;
        in.ignore(256, '\n');
    }
    return 0;
}

double maxClockMhz() {
    std::ifstream f("/sys/devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq");
    double khz = 0;
    if (f >> khz && khz > 0) return khz / 1000.0;
    std::ifstream in("/proc/cpuinfo");
    std::string line;
    while (std::getline(in, line))
        if (line.rfind("cpu MHz", 0) == 0) return std::atof(line.substr(line.find(':') + 1).c_str());
    return 0;
}

extern "C" int cpuDeviceCount(char*, std::size_t) { return 1; }

extern "C" int cpuDeviceInfo(int device, luma_device_info* out, char* err, std::size_t len) {
    if (device != 0) {
        setError(err, len, "the CPU backend has one device");
        return -1;
    }
    std::memset(out, 0, sizeof *out);
    std::snprintf(out->name, sizeof out->name, "%s", cpuModel().c_str());
    out->memory_bytes = memTotal();
    out->compute_units = hardwareThreads();
    out->clock_mhz = maxClockMhz();
    return 0;
}

extern "C" int cpuSetParallelism(int, int workers, char* err, std::size_t len) {
    if (workers < 1) {
        setError(err, len, "at least one thread is needed");
        return -1;
    }
    State& s = state();
    std::lock_guard<std::mutex> lock(s.mutex);
    if (!s.pool || s.pool->workers() != workers) s.pool = std::make_unique<ThreadPool>(workers);
    return 0;
}

extern "C" void* cpuAlloc(int, std::size_t bytes, char* err, std::size_t len) {
    const std::size_t rounded = (std::max<std::size_t>(bytes, 64) + 63) / 64 * 64;
    void* p = std::aligned_alloc(64, rounded);
    if (!p) setError(err, len, "out of host memory allocating " + std::to_string(bytes) + " bytes");
    return p;
}

extern "C" void cpuRelease(int, void* p) { std::free(p); }

extern "C" int cpuFill(int, void* buffer, std::size_t bytes, unsigned seed, char*, std::size_t) {
    auto* b = static_cast<unsigned char*>(buffer);
    State& s = state();
    std::lock_guard<std::mutex> lock(s.mutex);
    pool(s).run(static_cast<long>((bytes + 4095) / 4096), [&](int, long begin, long end) {
        std::uint32_t x = seed * 2654435761u + static_cast<std::uint32_t>(begin);
        for (std::size_t i = static_cast<std::size_t>(begin) * 4096;
             i < std::min(bytes, static_cast<std::size_t>(end) * 4096); ++i) {
            x = x * 1664525u + 1013904223u;
            b[i] = static_cast<unsigned char>(x >> 24);
        }
    });
    return 0;
}

#if defined(__x86_64__)
// Non-temporal 32-byte stores, unrolled: what the best STREAM builds and likwid-bench's *_mem_avx
// kernels do, so the probe sees the memory system rather than the core's store path.
__attribute__((target("avx2"))) void streamNt256(int kind, double* a, const double* b, const double* c, long begin,
                                                 long end) {
    begin = (begin + 7) & ~7L;
    end &= ~7L;
    const __m256d vs = _mm256_set1_pd(1.000001);
    for (long i = begin; i < end; i += 8) {
        __m256d v0 = _mm256_load_pd(b + i), v1 = _mm256_load_pd(b + i + 4);
        if (kind == LUMA_STREAM_TRIAD_NT) {
            v0 = _mm256_add_pd(v0, _mm256_mul_pd(vs, _mm256_load_pd(c + i)));
            v1 = _mm256_add_pd(v1, _mm256_mul_pd(vs, _mm256_load_pd(c + i + 4)));
        }
        _mm256_stream_pd(a + i, v0);
        _mm256_stream_pd(a + i + 4, v1);
    }
    _mm_sfence();
}
#endif

// One pass of a stream kernel over [begin, end) of the arrays.
void streamPass(int kind, double* a, const double* b, const double* c, long begin, long end) {
    const double s = 1.000001;
#if defined(__x86_64__)
    if ((kind == LUMA_STREAM_COPY_NT || kind == LUMA_STREAM_TRIAD_NT) && __builtin_cpu_supports("avx2")) {
        streamNt256(kind, a, b, c, begin, end);
        return;
    }
    if (kind == LUMA_STREAM_COPY_NT || kind == LUMA_STREAM_TRIAD_NT) {
        begin &= ~1L; // 16-byte alignment for streaming stores
        end &= ~1L;
        const __m128d vs = _mm_set1_pd(s);
        for (long i = begin; i < end; i += 2) {
            __m128d v = _mm_load_pd(b + i);
            if (kind == LUMA_STREAM_TRIAD_NT) v = _mm_add_pd(v, _mm_mul_pd(vs, _mm_load_pd(c + i)));
            _mm_stream_pd(a + i, v);
        }
        _mm_sfence();
        return;
    }
#endif
    if (kind == LUMA_STREAM_COPY || kind == LUMA_STREAM_COPY_NT)
        for (long i = begin; i < end; ++i) a[i] = b[i];
    else
        for (long i = begin; i < end; ++i) a[i] = b[i] + s * c[i];
}

extern "C" double cpuStreamGbps(int, void* buffer, std::size_t bytes, int kind, int repeats, char* err,
                                std::size_t len) {
    const long n = static_cast<long>(bytes / 3 / sizeof(double)) & ~7L;
    if (n < 1024) {
        setError(err, len, "the stream buffer is too small");
        return -1;
    }
    auto* a = static_cast<double*>(buffer);
    double* b = a + n;
    double* c = b + n;
    const double streams = (kind == LUMA_STREAM_COPY || kind == LUMA_STREAM_COPY_NT) ? 2.0 : 3.0;
    double best = 1e30;
    State& s = state();
    std::lock_guard<std::mutex> lock(s.mutex);
    for (int r = 0; r < std::max(1, repeats); ++r) {
        auto t0 = std::chrono::steady_clock::now();
        // Ranges in blocks of 8 doubles keep every worker's slice 64-byte aligned.
        pool(s).run(n / 8, [&](int, long begin, long end) { streamPass(kind, a, b, c, begin * 8, end * 8); });
        double dt = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        best = std::min(best, dt);
    }
    return streams * static_cast<double>(n) * sizeof(double) / best / 1e9;
}

// Independent FMA chains, enough to cover the FMA latency of every core.
#if defined(__x86_64__)
__attribute__((target("avx512f"))) double fmaLoop512(long iterations) {
    __m512 acc[12];
    for (int i = 0; i < 12; ++i) acc[i] = _mm512_set1_ps(0.001f * i);
    const __m512 m = _mm512_set1_ps(0.999999f), a = _mm512_set1_ps(1e-7f);
    for (long it = 0; it < iterations; ++it)
        for (int i = 0; i < 12; ++i) acc[i] = _mm512_fmadd_ps(acc[i], m, a);
    alignas(64) float lanes[16];
    float sum = 0;
    for (int i = 0; i < 12; ++i) {
        _mm512_store_ps(lanes, acc[i]);
        for (float l : lanes) sum += l;
    }
    return 12.0 * 16 * 2 * static_cast<double>(iterations) + (sum == 12345.f ? 1 : 0);
}

__attribute__((target("avx2,fma"))) double fmaLoop256(long iterations) {
    __m256 acc[12];
    for (int i = 0; i < 12; ++i) acc[i] = _mm256_set1_ps(0.001f * i);
    const __m256 m = _mm256_set1_ps(0.999999f), a = _mm256_set1_ps(1e-7f);
    for (long it = 0; it < iterations; ++it)
        for (int i = 0; i < 12; ++i) acc[i] = _mm256_fmadd_ps(acc[i], m, a);
    alignas(32) float lanes[8];
    float sum = 0;
    for (int i = 0; i < 12; ++i) {
        _mm256_store_ps(lanes, acc[i]);
        for (float l : lanes) sum += l;
    }
    return 12.0 * 8 * 2 * static_cast<double>(iterations) + (sum == 12345.f ? 1 : 0);
}
#endif

double fmaLoopPortable(long iterations) {
    float acc[12][4];
    for (int i = 0; i < 12; ++i)
        for (int l = 0; l < 4; ++l) acc[i][l] = 0.001f * i;
    for (long it = 0; it < iterations; ++it)
        for (int i = 0; i < 12; ++i)
            for (int l = 0; l < 4; ++l) acc[i][l] = acc[i][l] * 0.999999f + 1e-7f;
    float sum = 0;
    for (auto& row : acc)
        for (float v : row) sum += v;
    return 12.0 * 4 * 2 * static_cast<double>(iterations) + (sum == 12345.f ? 1 : 0);
}

double fmaLoop(long iterations) {
#if defined(__x86_64__)
    if (__builtin_cpu_supports("avx512f")) return fmaLoop512(iterations);
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) return fmaLoop256(iterations);
#endif
    return fmaLoopPortable(iterations);
}

extern "C" double cpuFmaGflops(int, double seconds, char*, std::size_t) {
    State& s = state();
    std::lock_guard<std::mutex> lock(s.mutex);
    ThreadPool& p = pool(s);
    const int workers = p.workers();
    std::vector<double> flops(static_cast<std::size_t>(workers), 0.0);
    // Calibrate a chunk of about 10 ms, then run chunks until the time is up.
    long chunk = 1 << 16;
    volatile double sink = 0; // keeps the calibration loop from being optimised away
    for (;;) {
        auto t0 = std::chrono::steady_clock::now();
        sink = sink + fmaLoop(chunk);
        if (std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count() > 0.01 || chunk > (1L << 30))
            break;
        chunk *= 2;
    }
    auto t0 = std::chrono::steady_clock::now();
    p.run(workers, [&](int worker, long, long) {
        double f = 0;
        while (std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count() < seconds)
            f += fmaLoop(chunk);
        flops[static_cast<std::size_t>(worker)] = f;
    });
    double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    double total = 0;
    for (double f : flops) total += f;
    return total / elapsed / 1e9;
}

inline float decode16(const std::uint16_t* w, long i) {
    std::uint32_t bits = static_cast<std::uint32_t>(w[i]) << 16;
    float f;
    std::memcpy(&f, &bits, 4);
    return std::isfinite(f) ? f : 0.0f;
}

// Dequantises `count` weights starting at element `first` of a row into `dst`.
void decodeRow(const void* weights, int format, long first, long count, float* dst) {
    switch (format) {
    case LUMA_FORMAT_16BIT: {
        const auto* w = static_cast<const std::uint16_t*>(weights) + first;
        for (long i = 0; i < count; ++i) dst[i] = decode16(w, i);
        break;
    }
    case LUMA_FORMAT_8BIT: {
        const auto* w = static_cast<const std::int8_t*>(weights) + first;
        for (long i = 0; i < count; ++i) dst[i] = w[i] * (1.0f / 64.0f);
        break;
    }
    default: {
        const auto* w = static_cast<const std::uint8_t*>(weights);
        for (long i = 0; i < count; ++i) {
            long e = first + i;
            int nibble = (w[e / 2] >> ((e & 1) * 4)) & 0xF;
            dst[i] = static_cast<float>(nibble - 8) * (1.0f / 8.0f);
        }
        break;
    }
    }
}

void ensureScratch(std::vector<float>& v, std::size_t n) {
    if (v.size() < n) {
        std::size_t old = v.size();
        v.resize(n);
        for (std::size_t i = old; i < n; ++i) v[i] = static_cast<float>((i * 2654435761u) % 1000) * 1e-3f - 0.5f;
    }
}

// The least work, in multiply-adds, worth a worker of its own: waking a worker and joining it
// costs tens of microseconds on a VM, as much as 64 Ki multiply-adds of these kernels.
constexpr long kMinMacsPerWorker = 1L << 16;

// Tokens a linear computes per pass over its weights (a decode batch of up to this many reads W once).
constexpr int kTokenBlock = 32;

long grainFor(long macsPerItem) { return (kMinMacsPerWorker + macsPerItem - 1) / std::max(1L, macsPerItem); }

// Scratch the workers write, one block each, every block on cache lines of its own. Two workers
// writing one line make it bounce between their cores on each store: on a 2-vCPU EPYC VM a linear
// split in column bands of one shared output ran each worker's half in twice the time one worker
// took for the whole (bench_emulator: 2 threads at 0.68x of one).
class WorkerBlocks {
public:
    // Sizes `v` for `workers` blocks of `floats` each (the caller holds s.mutex, before the run).
    WorkerBlocks(std::vector<float>& v, int workers, std::size_t floats)
        : m_stride((floats + kLine - 1) / kLine * kLine) {
        ensureScratch(v, static_cast<std::size_t>(workers) * m_stride + kLine);
        void* p = v.data();
        std::size_t space = v.size() * sizeof(float);
        m_base = static_cast<float*>(std::align(kLine * sizeof(float), sizeof(float), p, space));
    }
    float* operator[](int worker) const { return m_base + static_cast<std::size_t>(worker) * m_stride; }

private:
    static constexpr std::size_t kLine = 64 / sizeof(float);
    std::size_t m_stride;
    float* m_base = nullptr;
};

extern "C" int cpuLinear(int, const void* weights, int format, long rows, long cols, int tokens, char* err,
                         std::size_t len) {
    if (rows < 1 || cols < 1 || tokens < 1 || (format == LUMA_FORMAT_4BIT && cols % 2)) {
        setError(err, len, "invalid linear shape");
        return -1;
    }
    State& s = state();
    std::lock_guard<std::mutex> lock(s.mutex);
    ensureScratch(s.x, static_cast<std::size_t>(tokens) * rows);
    ThreadPool& p = pool(s);
    const long grain = grainFor(rows * tokens);
    const long active = p.activeWorkers(cols, grain);
    const long band = (cols + active - 1) / active;
    const WorkerBlocks out(s.out, static_cast<int>(active),
                           static_cast<std::size_t>(tokens) * static_cast<std::size_t>(band));
    const float* x = s.x.data();
    // Each worker owns a band of output columns, kept in its own block (tokens x band). It passes
    // over its share of W once per kTokenBlock tokens: once for a decode batch, while a prefill's
    // block of outputs stays in the core's cache instead of streaming from memory for every row.
    p.run(
        cols,
        [&](int worker, long c0, long c1) {
            const long n = c1 - c0;
            std::vector<float> w(static_cast<std::size_t>(n));
            float* const block = out[worker];
            std::fill(block, block + static_cast<long>(tokens) * n, 0.0f);
            for (int t0 = 0; t0 < tokens; t0 += kTokenBlock) {
                const int t1 = std::min(tokens, t0 + kTokenBlock);
                for (long k = 0; k < rows; ++k) {
                    decodeRow(weights, format, k * cols + c0, n, w.data());
                    for (int t = t0; t < t1; ++t) {
                        const float xv = x[static_cast<long>(t) * rows + k];
                        float* o = block + static_cast<long>(t) * n;
                        for (long c = 0; c < n; ++c) o[c] += xv * w[static_cast<std::size_t>(c)];
                    }
                }
            }
        },
        grain);
    return 0;
}

extern "C" int cpuAttention(int, const void* kv, int format, long context, long headElems, int queries, char* err,
                            std::size_t len) {
    if (context < 1 || headElems < 1 || queries < 1 || (format == LUMA_FORMAT_4BIT && headElems % 2)) {
        setError(err, len, "invalid attention shape");
        return -1;
    }
    State& s = state();
    std::lock_guard<std::mutex> lock(s.mutex);
    ThreadPool& p = pool(s);
    const int workers = p.workers();
    ensureScratch(s.x, static_cast<std::size_t>(queries) * headElems);
    const WorkerBlocks partial(s.partial, workers, static_cast<std::size_t>(queries) * headElems);
    const float* q = s.x.data();
    p.run(
        context,
        [&](int worker, long j0, long j1) {
            std::vector<float> row(static_cast<std::size_t>(2 * headElems));
            float* acc = partial[worker];
            std::fill(acc, acc + static_cast<long>(queries) * headElems, 0.0f);
            for (long j = j0; j < j1; ++j) {
                decodeRow(kv, format, j * 2 * headElems, 2 * headElems, row.data());
                for (int qi = 0; qi < queries; ++qi) {
                    const float* qv = q + static_cast<long>(qi) * headElems;
                    float score = 0;
                    for (long e = 0; e < headElems; ++e) score += qv[e] * row[static_cast<std::size_t>(e)];
                    float* a = acc + static_cast<long>(qi) * headElems;
                    for (long e = 0; e < headElems; ++e) a[e] += score * row[static_cast<std::size_t>(headElems + e)];
                }
            }
        },
        grainFor(2 * headElems * queries));
    return 0;
}

extern "C" int cpuSynchronize(int, char*, std::size_t) { return 0; }

const luma_backend kCpuBackend = {LUMA_KERNELS_ABI_VERSION,
                                  "cpu",
                                  cpuDeviceCount,
                                  cpuDeviceInfo,
                                  cpuSetParallelism,
                                  cpuAlloc,
                                  cpuRelease,
                                  cpuFill,
                                  cpuStreamGbps,
                                  cpuFmaGflops,
                                  cpuLinear,
                                  cpuAttention,
                                  cpuSynchronize};

} // namespace

extern "C" const luma_backend* luma_cpu_backend(void) { return &kCpuBackend; }
