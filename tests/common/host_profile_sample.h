#pragma once
// A measured host as a test writes one: a 2-thread, 24 GiB CPU box ("host-testbox") with
// plausible rates, sealed with its hash.
#include "core/model/host_profile.h"

namespace luma::test {

inline luma::HostProfile sampleHostProfile(double streamGbps = 20.0) {
    luma::HostProfile p;
    p.name = "host-testbox";
    p.host = "local";
    p.measuredAt = "2026-12-02T05:00:00Z";
    p.seconds = 12.5;
    p.agentVersion = "0.1.0";
    p.agentSha256 = std::string(64, 'a');
    p.hardware = {{"hostname", "testbox"},
                  {"arch", "x86_64"},
                  {"cpu", {{"model", "Test CPU"}, {"threads", 2}}},
                  {"memory_gib", 24.0}};
    p.backend = "cpu";
    p.device = "Test CPU";
    p.computeUnits = 2;
    p.memoryGib = 24.0;
    p.streamGbps = streamGbps;
    p.streamKernels = {{"copy", streamGbps * 0.9}, {"triad", streamGbps}};
    p.fmaGflops = 150;
    p.gemmGflops = {{"bf16", 1e6}, {"int8", 1e6}, {"int4", 1e6}}; // so fast that memory binds
    p.probes = {{"quick", true}};
    return luma::sealHostProfile(p);
}

} // namespace luma::test
