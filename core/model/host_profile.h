#pragma once
// A measured host (luma.hostprofile/1): what the agent's hello says about the hardware and what
// its probes and a few emulator runs measured there — memory capacity, streaming bandwidth, the
// GEMM rate of the emulator's kernels at each weight format, the per-iteration, per-layer and
// per-sequence overheads, cores or SMs. Like every spec it has a schema and a content hash
// (SHA-256 of its canonical JSON). It becomes a catalog entry (hostProfileAccelerator), so the
// predictor reads a measured host exactly as it reads a catalog accelerator.
#include "core/catalog/catalog.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <map>
#include <string>

namespace luma {

struct HostProfile {
    std::string name;       // the accelerator type the profile stands for ("host-myhost")
    std::string host;       // as the user named it: "local", "ssh://…", a hosts name
    std::string measuredAt; // ISO 8601, UTC
    double seconds = 0;     // how long the measuring took
    // Identity: a stored profile is reused while both are unchanged.
    std::string agentVersion, agentSha256;
    std::string factsSha256;                            // hostFactsSha256(hardware) of the hello
    nlohmann::json hardware = nlohmann::json::object(); // the hello's hardware facts (hostHardwareFacts)
    // The backend measured.
    std::string backend; // cpu, cuda, hip
    std::string device;
    long long computeUnits = 0; // CPU: cores the process may use; GPU: SMs / CUs
    // Measured.
    double memoryGib = 0;  // capacity of the backend's memory
    double streamGbps = 0; // best streaming kernel, bytes loaded + stored
    std::map<std::string, double> streamKernels;
    double fmaGflops = 0;                     // FP32 FMA peak of the compute probe
    std::map<std::string, double> gemmGflops; // bf16 / int8 / int4: the emulator's GEMMs per weight format
    // The bf16 GEMM rate with k of the computeUnits workers, over the rate with all of them
    // (k -> share; all -> 1). Empty where not measured (a GPU, a profile of an older agent): the
    // predictor then scales compute linearly with compute_fraction.
    std::map<long long, double> computeScaling;
    double iterationOverheadUs = 0, layerOverheadUs = 0, sequenceOverheadUs = 0;
    double runtimeReserveGib = 0;                     // memory the emulator keeps beside weights and KV
    nlohmann::json probes = nlohmann::json::object(); // the probe sizes used (bandwidth_mib, compute_s, …)

    nlohmann::json spec; // as read or written
    std::string hash;    // contentHash(spec)
    std::string file;
};

// The weight formats a profile measures GEMMs at, and the catalog precisions each stands for.
const std::vector<std::string>& hostProfileFormats(); // bf16 int8 int4

// The hardware part of an agent's hello (`host`): hostname, arch, CPU, memory, accelerators. Not
// the OS, kernel or runtimes, which change without the hardware changing.
nlohmann::json hostHardwareFacts(const nlohmann::json& helloHost);
std::string hostFactsSha256(const nlohmann::json& hardware);

// Strict: every key checked, an error names the file and the key path (under `keyPath` when the
// profile sits inside another document, as a machine's "host_profile").
HostProfile parseHostProfile(const nlohmann::json& doc, const std::filesystem::path& file,
                             const std::string& keyPath = {});
HostProfile loadHostProfile(const std::filesystem::path& file);
// The profile as luma.hostprofile/1; parseHostProfile(hostProfileToJson(p)) has the same hash.
nlohmann::json hostProfileToJson(const HostProfile& p);
// The profile with spec and hash set from its fields.
HostProfile sealHostProfile(HostProfile p);

// The catalog entry of the measured host: peaks are the measured rates, derating 1 where the
// figure is what the emulator's own kernels reach, overheads as measured; power and price are
// stated assumptions (a machine node's power_w / eur_per_hour replace them).
Accelerator hostProfileAccelerator(const HostProfile& p);

} // namespace luma
