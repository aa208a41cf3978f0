/* The small C ABI between the agent and its compute backends (CPU built in; CUDA and HIP as
 * shared libraries the agent loads at run time). Plain C so a backend can be built by any
 * compiler (nvcc, hipcc) and loaded with dlopen without C++ ABI concerns.
 *
 * Every function returns 0 (or a non-negative count) on success and writes a reason into
 * `err` on failure. Buffers are device memory owned by the backend. */
#ifndef LUMA_KERNELS_H
#define LUMA_KERNELS_H

#include <stddef.h> /* NOLINT(modernize-deprecated-headers): a C header, included by C code */

#ifdef __cplusplus
extern "C" {
#endif

#define LUMA_KERNELS_ABI_VERSION 1

/* Weight / KV storage formats the kernels read. */
enum luma_format { LUMA_FORMAT_16BIT = 0, LUMA_FORMAT_8BIT = 1, LUMA_FORMAT_4BIT = 2 };

/* Memory-stream kernels of the bandwidth probe (bytes loaded + stored are counted). */
enum luma_stream { LUMA_STREAM_COPY = 0, LUMA_STREAM_TRIAD = 1, LUMA_STREAM_COPY_NT = 2, LUMA_STREAM_TRIAD_NT = 3 };

typedef struct luma_device_info {
    char name[128];
    unsigned long long memory_bytes;
    int compute_units; /* CPU: cores available to the process; GPU: SMs / CUs */
    double clock_mhz;  /* 0 when unknown */
} luma_device_info;

typedef struct luma_backend {
    int abi_version;
    const char* name; /* "cpu", "cuda", "hip" */
    int (*device_count)(char* err, size_t errlen);
    int (*device_info)(int device, luma_device_info* out, char* err, size_t errlen);
    /* CPU: worker threads; GPU: blocks per kernel (a share of the SMs). */
    int (*set_parallelism)(int device, int workers, char* err, size_t errlen);
    void* (*alloc)(int device, size_t bytes, char* err, size_t errlen); /* NULL when out of memory */
    void (*release)(int device, void* buffer);
    int (*fill)(int device, void* buffer, size_t bytes, unsigned seed, char* err, size_t errlen);
    /* Best-of-`repeats` bandwidth of one stream kernel over `bytes` of `buffer`, in GB/s. */
    double (*stream_gbps)(int device, void* buffer, size_t bytes, int kind, int repeats, char* err, size_t errlen);
    /* Sustained FP32 fused multiply-add rate for about `seconds`, in GFLOP/s. */
    double (*fma_gflops)(int device, double seconds, char* err, size_t errlen);
    /* out[tokens][cols] = x[tokens][rows] · W[rows][cols]; x and out live in backend scratch. */
    int (*linear)(int device, const void* weights, int format, long rows, long cols, int tokens, char* err,
                  size_t errlen);
    /* Decode attention of `queries` query vectors over `context` rows of K‖V (2 × head_elems each). */
    int (*attention)(int device, const void* kv, int format, long context, long head_elems, int queries, char* err,
                     size_t errlen);
    int (*synchronize)(int device, char* err, size_t errlen);
} luma_backend;

/* Each backend library exports this; the CPU backend links in statically as luma_cpu_backend. */
typedef const luma_backend* (*luma_backend_entry)(void); /* NOLINT(modernize-redundant-void-arg): C */
const luma_backend* luma_backend_get(void);
const luma_backend* luma_cpu_backend(void);

#ifdef __cplusplus
}
#endif

#endif
