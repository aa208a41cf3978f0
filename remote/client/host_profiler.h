#pragma once
// Measures a host profile (core/model/host_profile.h) through an agent session, with the
// agent's own workloads only — no second implementation of any probe: the bandwidth and compute
// probes (`luma probe`), then the llm-emulator at small synthetic shapes: a prefill-heavy run per
// weight format gives the rate the emulator's GEMMs reach; decode runs of 1 and 16 layers and of
// 1 and 16 sequences give the per-iteration, per-layer and per-sequence overheads (three
// equations, three unknowns, after the GEMM time is taken off); an out-of-memory run at a
// minimal shape gives the memory the emulator keeps beside weights and KV.
#include "core/model/host_profile.h"
#include "remote/client/agent_session.h"

#include <functional>
#include <optional>
#include <string>

namespace luma::client {

struct HostProfileOptions {
    std::string backend = "cpu";
    // Small probe sizes (a few seconds in all instead of about fifteen): for tests and a
    // quick look; the figures are noisier.
    bool quick = false;
    std::function<void(const std::string&)> progress; // one line per step; may be empty
    const CancelToken* cancel = nullptr;
};

// The profile of the host behind `session` (already greeted), named after its hostname. `host`
// is how the user named it. Throws AgentError when a run fails (naming the step).
HostProfile measureHostProfile(AgentSession& session, const std::string& host, const HostProfileOptions& options);

// A stored profile is reused while the agent build and the hardware facts of `hello` match it.
bool profileMatchesHello(const HostProfile& profile, const nlohmann::json& hello, const std::string& backend);

} // namespace luma::client
