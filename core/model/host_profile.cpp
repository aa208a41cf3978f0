#include "core/model/host_profile.h"

#include "core/util/json_file.h"
#include "core/util/json_reader.h"
#include "core/util/sha256.h"

#include <algorithm>
#include <cmath>

namespace luma {

namespace {

const std::vector<std::string> kFormats = {"bf16", "int8", "int4"};
// The catalog precisions each measured weight format stands for (Accelerator::tflopsFor).
const std::map<std::string, std::vector<std::string>> kPrecisionsOf = {
    {"bf16", {"bf16", "fp16"}}, {"int8", {"int8", "fp8"}}, {"int4", {"int4", "fp4"}}};
// Stated assumptions for what a probe cannot measure (a machine's power_w / eur_per_hour replace them).
constexpr double kCpuWattsPerCore = 10.0;
constexpr double kCpuUsdPerCoreHour = 0.0125; // the catalog's EPYC socket: 1.2 USD/h for 96 cores
constexpr double kGpuWatts = 400.0;
constexpr double kGpuUsdPerHour = 2.0;

std::string sha256Field(JsonReader& r, const std::string& key) {
    std::string v = r.string(key);
    const bool hex = v.size() == 64 && std::all_of(v.begin(), v.end(), [](char c) {
                         return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
                     });
    if (!hex) r.fail(key, "expected a SHA-256 as 64 lower-case hex digits, found \"" + v + "\"");
    return v;
}

double nonNegative(JsonReader& r, const std::string& key) {
    if (!r.has(key)) r.missing(key);
    return *r.optNonNegative(key);
}

std::map<std::string, double> positiveMap(JsonReader& parent, const std::string& key,
                                          const std::vector<std::string>* known) {
    JsonReader m = parent.object(key);
    std::map<std::string, double> out;
    for (auto it = m.json().begin(); it != m.json().end(); ++it) {
        if (known && std::find(known->begin(), known->end(), it.key()) == known->end())
            m.fail(it.key(), unknownNameMessage("weight format", it.key(), *known));
        out[it.key()] = m.positive(it.key());
    }
    return out;
}

// compute.scaling: {"1": 0.56, "2": 1}, worker counts from 1 to the compute units, the last 1.
std::map<long long, double> readScaling(JsonReader& compute, long long units) {
    std::map<long long, double> out;
    for (const auto& [key, share] : positiveMap(compute, "scaling", nullptr)) {
        const bool digits = !key.empty() && key.size() < 10 &&
                            std::all_of(key.begin(), key.end(), [](char c) { return c >= '0' && c <= '9'; });
        const long long workers = digits ? std::stoll(key) : 0;
        if (workers < 1 || workers > units || key != std::to_string(workers))
            compute.fail("scaling", "\"" + key + "\" is not a worker count from 1 to the " + std::to_string(units) +
                                        " compute units");
        out[workers] = share;
    }
    if (out.empty() || !out.count(units) || out.at(units) != 1.0)
        compute.fail("scaling", "needs the share of all " + std::to_string(units) +
                                    " compute units, 1 (the rates are shares of that one)");
    return out;
}

void readMeasured(JsonReader& top, HostProfile& p) {
    JsonReader b = top.object("backend");
    p.backend = b.string("name");
    p.device = b.string("device");
    p.computeUnits = b.integer("compute_units", 1, JsonReader::kMaxInt);
    b.finish();
    JsonReader mem = top.object("memory");
    p.memoryGib = mem.positive("capacity_gib");
    p.streamGbps = mem.positive("stream_gbps");
    p.streamKernels = positiveMap(mem, "stream_kernels", nullptr);
    mem.finish();
    JsonReader c = top.object("compute");
    p.fmaGflops = c.positive("fma_fp32_gflops");
    p.gemmGflops = positiveMap(c, "gemm_gflops", &kFormats);
    if (!p.gemmGflops.count("bf16")) c.fail("gemm_gflops", "needs a bf16 rate (every accelerator has one)");
    if (c.has("scaling")) {
        if (p.backend != "cpu")
            c.fail("scaling", "only a CPU host's share is made of worker threads (backend " + p.backend + ")");
        p.computeScaling = readScaling(c, p.computeUnits);
    }
    c.finish();
    JsonReader o = top.object("overheads");
    p.iterationOverheadUs = nonNegative(o, "iteration_us");
    p.layerOverheadUs = nonNegative(o, "layer_us");
    p.sequenceOverheadUs = nonNegative(o, "sequence_us");
    p.runtimeReserveGib = nonNegative(o, "runtime_reserve_gib");
    o.finish();
}

} // namespace

const std::vector<std::string>& hostProfileFormats() { return kFormats; }

nlohmann::json hostHardwareFacts(const nlohmann::json& helloHost) {
    nlohmann::json out = nlohmann::json::object();
    if (!helloHost.is_object()) return out;
    for (const char* key : {"hostname", "arch", "cpu", "memory_gib", "accelerators"})
        if (helloHost.contains(key)) out[key] = helloHost[key];
    return out;
}

std::string hostFactsSha256(const nlohmann::json& hardware) { return contentHash(hardware); }

HostProfile parseHostProfile(const nlohmann::json& doc, const std::filesystem::path& path, const std::string& keyPath) {
    const std::string file = path.string();
    JsonReader top(doc, file, keyPath);
    top.expectSchema("luma.hostprofile/1");
    HostProfile p;
    p.file = file;
    p.name = top.string("name");
    if (p.name.empty() || p.name.find_first_of(" \t\n\"/") != std::string::npos)
        top.fail("name", "an accelerator type: non-empty, no spaces, quotes or slashes, found \"" + p.name + "\"");
    p.host = top.string("host");
    p.measuredAt = top.string("measured_at");
    p.seconds = nonNegative(top, "seconds");
    JsonReader agent = top.object("agent");
    p.agentVersion = agent.string("version");
    p.agentSha256 = sha256Field(agent, "sha256");
    agent.finish();
    p.hardware = top.raw("hardware");
    if (!p.hardware.is_object()) top.fail("hardware", "expected an object (the hello's hardware facts)");
    p.factsSha256 = sha256Field(top, "facts_sha256");
    if (p.factsSha256 != hostFactsSha256(p.hardware))
        top.fail("facts_sha256", "does not match the hardware facts (" + hostFactsSha256(p.hardware) +
                                     "): the hardware was edited after the measurement");
    readMeasured(top, p);
    p.probes = top.has("probes") ? top.raw("probes") : nlohmann::json::object();
    if (!p.probes.is_object()) top.fail("probes", "expected an object (the probe sizes used)");
    top.finish();
    p.spec = doc;
    p.hash = contentHash(doc);
    return p;
}

HostProfile loadHostProfile(const std::filesystem::path& file) { return parseHostProfile(readJsonFile(file), file); }

nlohmann::json hostProfileToJson(const HostProfile& p) {
    nlohmann::json gemm = nlohmann::json::object();
    for (const auto& [k, v] : p.gemmGflops) gemm[k] = v;
    nlohmann::json stream = nlohmann::json::object();
    for (const auto& [k, v] : p.streamKernels) stream[k] = v;
    nlohmann::json compute = {{"fma_fp32_gflops", p.fmaGflops}, {"gemm_gflops", gemm}};
    for (const auto& [workers, share] : p.computeScaling) compute["scaling"][std::to_string(workers)] = share;
    return {{"schema", "luma.hostprofile/1"},
            {"name", p.name},
            {"host", p.host},
            {"measured_at", p.measuredAt},
            {"seconds", p.seconds},
            {"agent", {{"version", p.agentVersion}, {"sha256", p.agentSha256}}},
            {"hardware", p.hardware},
            {"facts_sha256", p.factsSha256},
            {"backend", {{"name", p.backend}, {"device", p.device}, {"compute_units", p.computeUnits}}},
            {"memory", {{"capacity_gib", p.memoryGib}, {"stream_gbps", p.streamGbps}, {"stream_kernels", stream}}},
            {"compute", compute},
            {"overheads",
             {{"iteration_us", p.iterationOverheadUs},
              {"layer_us", p.layerOverheadUs},
              {"sequence_us", p.sequenceOverheadUs},
              {"runtime_reserve_gib", p.runtimeReserveGib}}},
            {"probes", p.probes}};
}

HostProfile sealHostProfile(HostProfile p) {
    p.factsSha256 = hostFactsSha256(p.hardware);
    p.spec = hostProfileToJson(p);
    p.hash = contentHash(p.spec);
    return p;
}

Accelerator hostProfileAccelerator(const HostProfile& p) {
    Accelerator a;
    a.type = p.name;
    const std::string units = std::to_string(p.computeUnits) + (p.backend == "cpu" ? " cores" : " SMs/CUs");
    a.name = p.device + " (" + units + ", measured on " + p.host + ")";
    a.vendor = "measured";
    a.backend = p.backend;
    for (const auto& [format, gflops] : p.gemmGflops)
        for (const auto& precision : kPrecisionsOf.at(format)) a.tflopsDense[precision] = gflops / 1000.0;
    a.computeScaling = {p.computeUnits, p.computeScaling};
    a.hbmGib = p.memoryGib;
    a.hbmTbps = p.streamGbps / 1000.0;
    a.interconnectGbps = p.streamGbps; // one host: a peer is reached no faster than its own memory
    const bool cpu = p.backend == "cpu";
    const double units_ = static_cast<double>(p.computeUnits);
    a.tdpW = cpu ? kCpuWattsPerCore * units_ : kGpuWatts;
    a.idleW = 0.3 * a.tdpW;
    a.priceUsdPerHour = cpu ? kCpuUsdPerCoreHour * units_ : kGpuUsdPerHour;
    const std::string from = "luma.hostprofile/1 " + p.hash.substr(0, 12) + " (" + p.measuredAt + ")";
    a.sources = {{"compute", from + ": the emulator's GEMMs at each weight format, all " + units +
                                 (p.computeScaling.empty() ? "" : "; bf16 GEMMs with fewer workers for a share")},
                 {"memory", from + ": capacity from the agent's hello, bandwidth the best streaming probe kernel"},
                 {"overheads", from + ": fitted on emulator runs of 1 and 16 layers, 1 and 16 sequences"},
                 {"power", "assumption, not measured: " +
                               (cpu ? std::to_string(static_cast<int>(kCpuWattsPerCore)) + " W per core"
                                    : std::to_string(static_cast<int>(kGpuWatts)) + " W")},
                 {"price", "assumption, not measured: set eur_per_hour on the machine's accelerator node"}};
    // The peaks are what the emulator's own kernels reach: nothing to derate.
    a.derating.gemm = 1.0;
    a.derating.moeGemm = 0.5;
    a.derating.memoryBandwidth = 1.0;
    a.derating.attentionBandwidth = 1.0;
    a.derating.stepOverheadUs = p.iterationOverheadUs;
    a.derating.layerOverheadUs = p.layerOverheadUs;
    a.derating.sequenceOverheadUs = p.sequenceOverheadUs;
    a.derating.runtimeReserveGib = p.runtimeReserveGib;
    a.derating.calibrated = false;
    a.derating.measuredHost = true;
    a.derating.band = 0.35;
    a.derating.rationale = "measured host profile (" + from + "), not calibrated against this host's campaign runs";
    return a;
}

} // namespace luma
