#pragma once
// Binary byte units, written once: memory sizes in specs and results are GiB (2^30 bytes).
namespace luma {

inline constexpr double kGiB = 1073741824.0; // 2^30 bytes
inline constexpr double kMiB = 1048576.0;    // 2^20 bytes

} // namespace luma
