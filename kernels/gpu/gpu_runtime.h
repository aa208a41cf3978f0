#pragma once
// One GPU backend source for CUDA (nvcc) and HIP (hipcc): the HIP runtime mirrors CUDA's API,
// so the few names that differ are mapped here.
#if defined(__HIPCC__)
#include <hip/hip_runtime.h>
// hipError_t is [[nodiscard]]; the backend deliberately ignores the status of best-effort calls
// (events, attributes, frees) and checks every call whose failure matters.
#pragma clang diagnostic ignored "-Wunused-result"
#define LUMA_GPU_NAME "hip"
#define LUMA_STREAM_STORE(ptr, value) __builtin_nontemporal_store((value), (ptr))
#define cudaError_t hipError_t
#define cudaSuccess hipSuccess
#define cudaGetErrorString hipGetErrorString
#define cudaGetDeviceCount hipGetDeviceCount
#define cudaDeviceProp hipDeviceProp_t
#define cudaGetDeviceProperties hipGetDeviceProperties
#define cudaDeviceGetAttribute hipDeviceGetAttribute
#define cudaDevAttrMultiProcessorCount hipDeviceAttributeMultiprocessorCount
#define cudaDevAttrClockRate hipDeviceAttributeClockRate
#define cudaSetDevice hipSetDevice
#define cudaMalloc hipMalloc
#define cudaFree hipFree
#define cudaMemset hipMemset
#define cudaDeviceSynchronize hipDeviceSynchronize
#define cudaEvent_t hipEvent_t
#define cudaEventCreate hipEventCreate
#define cudaEventRecord hipEventRecord
#define cudaEventSynchronize hipEventSynchronize
#define cudaEventElapsedTime hipEventElapsedTime
#define cudaEventDestroy hipEventDestroy
#define cudaGetLastError hipGetLastError
#else
#include <cuda_bf16.h>
#include <cuda_runtime.h>
#include <mma.h>
#define LUMA_GPU_NAME "cuda"
#define LUMA_STREAM_STORE(ptr, value) __stcs((ptr), (value))
#endif
