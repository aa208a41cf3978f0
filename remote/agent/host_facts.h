#pragma once
// What the agent tells a client about its host in `hello`: OS, CPU, memory, and every
// accelerator found at run time (CUDA and NVML, HIP, AWS Neuron, TPU), each backend with the
// reason it is unavailable when it is.
#include <nlohmann/json.hpp>

#include <string>

namespace luma::agent {

nlohmann::json hostFacts();
nlohmann::json discoverAccelerators();
// SHA-256 of the running executable (/proc/self/exe).
std::string selfSha256();
// The folder of the running executable, where GPU kernel libraries are looked for.
std::string selfDirectory();

} // namespace luma::agent
