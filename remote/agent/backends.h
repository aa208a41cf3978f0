#pragma once
// The compute backends the agent can use: the built-in CPU one, and GPU kernel libraries
// (libluma_kernels_cuda.so, libluma_kernels_hip.so) loaded at run time from the agent's folder.
#include "kernels.h"

#include <string>

namespace luma::agent {

// nullptr with `why` filled when the backend cannot be used on this host.
const luma_backend* loadBackend(const std::string& name, std::string& why);

} // namespace luma::agent
