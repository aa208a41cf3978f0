// The GPU backend: the kernels of kernels.h on NVIDIA (nvcc → libluma_kernels_cuda.so) and AMD
// (hipcc → libluma_kernels_hip.so) GPUs. Built as shared libraries when the compilers exist and
// loaded by the agent at run time, so the agent never links a GPU runtime: on a host without a
// driver the library reports why it cannot run instead of the agent failing to start.
#include "../kernels.h"
#include "gpu_runtime.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>

namespace {

int g_blocks = 0; // 0: as many as fill the device; else a share of the SMs (the compute share)
float* g_x = nullptr;
float* g_out = nullptr;
size_t g_xCap = 0, g_outCap = 0;

int fail(cudaError_t e, const char* what, char* err, size_t len) {
    if (err && len) std::snprintf(err, len, "%s: %s", what, cudaGetErrorString(e));
    return -1;
}

int gridFor(int device, long work, int threads) {
    if (g_blocks > 0) return g_blocks;
    int sms = 1;
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device);
    long needed = (work + threads - 1) / threads;
    long cap = static_cast<long>(sms) * 8;
    return static_cast<int>(needed < cap ? (needed > 0 ? needed : 1) : cap);
}

__global__ void fillKernel(unsigned char* p, size_t n, unsigned seed) {
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        p[i] = static_cast<unsigned char>((i * 2654435761u + seed) >> 24);
}

// 16-byte accesses, four in flight per thread: enough bytes in flight to saturate HBM.
__global__ void streamKernel(double* a, const double* b, const double* c, long n, int kind) {
    const double s = 1.000001;
    const long pairs = n / 2;
    double2* a2 = reinterpret_cast<double2*>(a);
    const double2* b2 = reinterpret_cast<const double2*>(b);
    const double2* c2 = reinterpret_cast<const double2*>(c);
    const bool triad = !(kind == LUMA_STREAM_COPY || kind == LUMA_STREAM_COPY_NT);
    const long stride = (long)gridDim.x * blockDim.x;
    for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < pairs; i += 4 * stride) {
        double2 v[4];
#pragma unroll
        for (int u = 0; u < 4; ++u) {
            const long j = i + u * stride;
            if (j < pairs) {
                v[u] = b2[j];
                if (triad) {
                    const double2 w = c2[j];
                    v[u].x += s * w.x;
                    v[u].y += s * w.y;
                }
            }
        }
#pragma unroll
        for (int u = 0; u < 4; ++u) {
            const long j = i + u * stride;
            if (j >= pairs) continue;
            if (kind >= LUMA_STREAM_COPY_NT) {
                LUMA_STREAM_STORE(&a2[j].x, v[u].x);
                LUMA_STREAM_STORE(&a2[j].y, v[u].y);
            } else {
                a2[j] = v[u];
            }
        }
    }
}

__global__ void fmaKernel(float* out, long iterations) {
    float a0 = threadIdx.x * 1e-3f, a1 = a0 + 1, a2 = a0 + 2, a3 = a0 + 3, a4 = a0 + 4, a5 = a0 + 5, a6 = a0 + 6,
          a7 = a0 + 7;
    const float m = 0.999999f, c = 1e-7f;
    for (long i = 0; i < iterations; ++i) {
        a0 = fmaf(a0, m, c);
        a1 = fmaf(a1, m, c);
        a2 = fmaf(a2, m, c);
        a3 = fmaf(a3, m, c);
        a4 = fmaf(a4, m, c);
        a5 = fmaf(a5, m, c);
        a6 = fmaf(a6, m, c);
        a7 = fmaf(a7, m, c);
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7;
}

__device__ float decode(const void* w, int format, long i) {
    if (format == LUMA_FORMAT_16BIT)
        return __uint_as_float(static_cast<unsigned>(static_cast<const uint16_t*>(w)[i]) << 16);
    if (format == LUMA_FORMAT_8BIT) return static_cast<const int8_t*>(w)[i] * (1.0f / 64.0f);
    int nibble = (static_cast<const uint8_t*>(w)[i / 2] >> ((i & 1) * 4)) & 0xF;
    return (nibble - 8) * 0.125f;
}

#if defined(__HIPCC__)
// HIP: out[T x N] = x[T x K] * W[K x N] in 32 x 32 FP32 tiles through shared memory, W decoded as it is
// loaded, so W streams once per 32 tokens. Tiles are dealt round-robin to a grid that may be
// limited (the compute share).
constexpr int kTile = 32;
__global__ void linearKernel(const void* w, int format, long rows, long cols, int tokens, const float* x, float* out) {
    __shared__ float xs[kTile][kTile + 1];
    __shared__ float ws[kTile][kTile + 1];
    const long tilesN = (cols + kTile - 1) / kTile, tilesT = (tokens + kTile - 1) / kTile;
    const int tx = threadIdx.x, ty = threadIdx.y;
    for (long tile = blockIdx.x; tile < tilesN * tilesT; tile += gridDim.x) {
        const long col = (tile % tilesN) * kTile + tx;
        const long tok = (tile / tilesN) * kTile + ty;
        float acc = 0;
        for (long k0 = 0; k0 < rows; k0 += kTile) {
            xs[ty][tx] = (tok < tokens && k0 + tx < rows) ? x[tok * rows + k0 + tx] : 0.0f;
            ws[ty][tx] = (k0 + ty < rows && col < cols) ? decode(w, format, (k0 + ty) * cols + col) : 0.0f;
            __syncthreads();
#pragma unroll
            for (int kk = 0; kk < kTile; ++kk) acc += xs[ty][kk] * ws[kk][tx];
            __syncthreads();
        }
        if (tok < tokens && col < cols) out[tok * cols + col] = acc;
    }
}
#endif

#if !defined(__HIPCC__)
// out[T x N] = x[T x K] * W[K x N] on tensor cores (CUDA, sm_80+): BF16 operands, FP32 accumulation, a 64 x 64
// output tile per block of four warps, each warp 2 x 2 WMMA fragments; W is decoded into
// shared memory as BF16 tile by tile. This is what lets the emulator run real models at a
// serving engine's order of speed.
constexpr int kWmmaTile = 64;
__global__ void linearTensorCoreKernel(const void* w, int format, long rows, long cols, int tokens, const float* x,
                                       float* out) {
    using namespace nvcuda;
    __shared__ __align__(32) __nv_bfloat16 as[kWmmaTile][16 + 8];
    __shared__ __align__(32) __nv_bfloat16 bs[16][kWmmaTile + 8];
    __shared__ __align__(32) float cs[kWmmaTile][kWmmaTile + 4];
    const int warp = threadIdx.x / 32, wr = warp / 2, wc = warp % 2;
    const long tilesN = (cols + kWmmaTile - 1) / kWmmaTile, tilesT = (tokens + kWmmaTile - 1) / kWmmaTile;
    for (long tile = blockIdx.x; tile < tilesN * tilesT; tile += gridDim.x) {
        const long n0 = (tile % tilesN) * kWmmaTile, t0 = (tile / tilesN) * kWmmaTile;
        wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc[2][2];
        for (int i = 0; i < 2; ++i)
            for (int j = 0; j < 2; ++j) wmma::fill_fragment(acc[i][j], 0.0f);
        for (long k0 = 0; k0 < rows; k0 += 16) {
            for (int e = threadIdx.x; e < kWmmaTile * 16; e += blockDim.x) {
                const int r = e / 16, c = e % 16;
                const long tok = t0 + r, k = k0 + c;
                as[r][c] = __float2bfloat16(tok < tokens && k < rows ? x[tok * rows + k] : 0.0f);
            }
            for (int e = threadIdx.x; e < 16 * kWmmaTile; e += blockDim.x) {
                const int r = e / kWmmaTile, c = e % kWmmaTile;
                const long k = k0 + r, col = n0 + c;
                bs[r][c] = __float2bfloat16(k < rows && col < cols ? decode(w, format, k * cols + col) : 0.0f);
            }
            __syncthreads();
            for (int i = 0; i < 2; ++i) {
                wmma::fragment<wmma::matrix_a, 16, 16, 16, __nv_bfloat16, wmma::row_major> a;
                wmma::load_matrix_sync(a, &as[wr * 32 + i * 16][0], 16 + 8);
                for (int j = 0; j < 2; ++j) {
                    wmma::fragment<wmma::matrix_b, 16, 16, 16, __nv_bfloat16, wmma::row_major> b;
                    wmma::load_matrix_sync(b, &bs[0][wc * 32 + j * 16], kWmmaTile + 8);
                    wmma::mma_sync(acc[i][j], a, b, acc[i][j]);
                }
            }
            __syncthreads();
        }
        for (int i = 0; i < 2; ++i)
            for (int j = 0; j < 2; ++j)
                wmma::store_matrix_sync(&cs[wr * 32 + i * 16][wc * 32 + j * 16], acc[i][j], kWmmaTile + 4,
                                        wmma::mem_row_major);
        __syncthreads();
        for (int e = threadIdx.x; e < kWmmaTile * kWmmaTile; e += blockDim.x) {
            const int r = e / kWmmaTile, c = e % kWmmaTile;
            if (t0 + r < tokens && n0 + c < cols) out[(t0 + r) * cols + n0 + c] = cs[r][c];
        }
        __syncthreads();
    }
}
#endif

// One thread per KV row: scores against every query, values accumulated into the output.
__global__ void attentionKernel(const void* kv, int format, long context, long head, int queries, const float* q,
                                float* out) {
    for (long j = blockIdx.x * (long)blockDim.x + threadIdx.x; j < context; j += (long)gridDim.x * blockDim.x) {
        const long base = j * 2 * head;
        for (int qi = 0; qi < queries; ++qi) {
            float s = 0;
            for (long e = 0; e < head; ++e) s += q[(long)qi * head + e] * decode(kv, format, base + e);
            if (s != 0.0f && j % 64 == 0) atomicAdd(out + qi, s * decode(kv, format, base + head));
        }
    }
}

int ensure(float*& p, size_t& cap, size_t n, char* err, size_t len) {
    if (cap >= n) return 0;
    if (p) cudaFree(p);
    cudaError_t e = cudaMalloc(&p, n * sizeof(float));
    if (e != cudaSuccess) {
        p = nullptr;
        cap = 0;
        return fail(e, "device allocation (scratch)", err, len);
    }
    cudaMemset(p, 0, n * sizeof(float));
    cap = n;
    return 0;
}

extern "C" int cudaDeviceCountImpl(char* err, size_t len) {
    int n = 0;
    cudaError_t e = cudaGetDeviceCount(&n);
    if (e != cudaSuccess) return fail(e, "device count", err, len);
    return n;
}

extern "C" int cudaDeviceInfoImpl(int device, luma_device_info* out, char* err, size_t len) {
    cudaDeviceProp p;
    cudaError_t e = cudaGetDeviceProperties(&p, device);
    if (e != cudaSuccess) return fail(e, "device properties", err, len);
    std::memset(out, 0, sizeof *out);
    std::snprintf(out->name, sizeof out->name, "%s", p.name);
    out->memory_bytes = p.totalGlobalMem;
    out->compute_units = p.multiProcessorCount;
    int khz = 0;
    if (cudaDeviceGetAttribute(&khz, cudaDevAttrClockRate, device) == cudaSuccess) out->clock_mhz = khz / 1000.0;
    return 0;
}

extern "C" int cudaSetParallelismImpl(int device, int workers, char* err, size_t len) {
    cudaError_t e = cudaSetDevice(device);
    if (e != cudaSuccess) return fail(e, "set device", err, len);
    g_blocks = workers > 0 ? workers : 0;
    return 0;
}

extern "C" void* cudaAllocImpl(int device, size_t bytes, char* err, size_t len) {
    cudaSetDevice(device);
    void* p = nullptr;
    cudaError_t e = cudaMalloc(&p, bytes);
    if (e != cudaSuccess) {
        fail(e, "device allocation", err, len);
        return nullptr;
    }
    return p;
}

extern "C" void cudaReleaseImpl(int, void* p) { cudaFree(p); }

extern "C" int cudaFillImpl(int device, void* p, size_t bytes, unsigned seed, char* err, size_t len) {
    fillKernel<<<gridFor(device, static_cast<long>(bytes), 256), 256>>>(static_cast<unsigned char*>(p), bytes, seed);
    cudaError_t e = cudaDeviceSynchronize();
    return e == cudaSuccess ? 0 : fail(e, "fill", err, len);
}

extern "C" double cudaStreamGbpsImpl(int device, void* buffer, size_t bytes, int kind, int repeats, char* err,
                                     size_t len) {
    const long n = static_cast<long>(bytes / 3 / sizeof(double)) & ~7L; // keeps b and c 64-byte aligned
    double* a = static_cast<double*>(buffer);
    double* b = a + n;
    double* c = b + n;
    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    float best = 1e30f;
    const int grid = gridFor(device, n, 256);
    for (int r = 0; r < (repeats > 0 ? repeats : 1); ++r) {
        cudaEventRecord(start);
        streamKernel<<<grid, 256>>>(a, b, c, n, kind);
        cudaEventRecord(stop);
        cudaError_t e = cudaEventSynchronize(stop);
        if (e != cudaSuccess) return fail(e, "stream kernel", err, len);
        float ms = 0;
        cudaEventElapsedTime(&ms, start, stop);
        if (ms < best) best = ms;
    }
    cudaEventDestroy(start);
    cudaEventDestroy(stop);
    const double streams = (kind == LUMA_STREAM_COPY || kind == LUMA_STREAM_COPY_NT) ? 2.0 : 3.0;
    return streams * n * sizeof(double) / (best * 1e-3) / 1e9;
}

extern "C" double cudaFmaGflopsImpl(int device, double seconds, char* err, size_t len) {
    int sms = 1;
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device);
    const int blocks = g_blocks > 0 ? g_blocks : sms * 8, threads = 256;
    float* out = nullptr;
    if (cudaMalloc(&out, sizeof(float) * blocks * threads) != cudaSuccess)
        return fail(cudaGetLastError(), "device allocation", err, len);
    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    long iterations = 1 << 14;
    double rate = 0;
    for (;;) {
        cudaEventRecord(start);
        fmaKernel<<<blocks, threads>>>(out, iterations);
        cudaEventRecord(stop);
        cudaError_t e = cudaEventSynchronize(stop);
        if (e != cudaSuccess) {
            cudaFree(out);
            return fail(e, "fma kernel", err, len);
        }
        float ms = 0;
        cudaEventElapsedTime(&ms, start, stop);
        rate = 8.0 * 2.0 * iterations * blocks * threads / (ms * 1e-3) / 1e9;
        if (ms * 1e-3 >= seconds || iterations > (1L << 30)) break;
        iterations *= 2;
    }
    cudaFree(out);
    cudaEventDestroy(start);
    cudaEventDestroy(stop);
    return rate;
}

extern "C" int cudaLinearImpl(int device, const void* w, int format, long rows, long cols, int tokens, char* err,
                              size_t len) {
    if (ensure(g_x, g_xCap, static_cast<size_t>(tokens) * rows, err, len) ||
        ensure(g_out, g_outCap, static_cast<size_t>(tokens) * cols, err, len))
        return -1;
    int sms = 1;
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device);
#if !defined(__HIPCC__)
    const long tiles = ((cols + kWmmaTile - 1) / kWmmaTile) * ((tokens + kWmmaTile - 1) / kWmmaTile);
    const long grid = g_blocks > 0 ? g_blocks : std::min<long>(tiles, static_cast<long>(sms) * 8);
    linearTensorCoreKernel<<<static_cast<unsigned>(grid), 128>>>(w, format, rows, cols, tokens, g_x, g_out);
#else
    const long tiles = ((cols + kTile - 1) / kTile) * ((tokens + kTile - 1) / kTile);
    const long grid = g_blocks > 0 ? g_blocks : std::min<long>(tiles, static_cast<long>(sms) * 16);
    linearKernel<<<static_cast<unsigned>(grid), dim3(kTile, kTile)>>>(w, format, rows, cols, tokens, g_x, g_out);
#endif
    cudaError_t e = cudaGetLastError();
    return e == cudaSuccess ? 0 : fail(e, "linear kernel", err, len);
}

extern "C" int cudaAttentionImpl(int device, const void* kv, int format, long context, long head, int queries,
                                 char* err, size_t len) {
    if (ensure(g_x, g_xCap, static_cast<size_t>(queries) * head, err, len) ||
        ensure(g_out, g_outCap, static_cast<size_t>(queries), err, len))
        return -1;
    attentionKernel<<<gridFor(device, context, 128), 128>>>(kv, format, context, head, queries, g_x, g_out);
    cudaError_t e = cudaGetLastError();
    return e == cudaSuccess ? 0 : fail(e, "attention kernel", err, len);
}

extern "C" int cudaSynchronizeImpl(int, char* err, size_t len) {
    cudaError_t e = cudaDeviceSynchronize();
    return e == cudaSuccess ? 0 : fail(e, "synchronize", err, len);
}

const luma_backend kGpuBackend = {LUMA_KERNELS_ABI_VERSION, LUMA_GPU_NAME,     cudaDeviceCountImpl, cudaDeviceInfoImpl,
                                  cudaSetParallelismImpl,   cudaAllocImpl,     cudaReleaseImpl,     cudaFillImpl,
                                  cudaStreamGbpsImpl,       cudaFmaGflopsImpl, cudaLinearImpl,      cudaAttentionImpl,
                                  cudaSynchronizeImpl};

} // namespace

extern "C" const luma_backend* luma_backend_get(void) { return &kGpuBackend; }
