#include "core/model/workload.h"

#include "core/util/json_reader.h"

#include <algorithm>

namespace luma {

namespace {

// Start-up (allocating and filling weights and KV, loading a GPU runtime) and killing a
// process group both take time the workload's own limit does not count.
constexpr double kStartAndKillMarginS = 120;
// A bound on a probe's duration: every pass over the buffer (the fill, then four kernels
// `repeats` times, each loading and storing about the buffer) at a pessimistic 1 GB/s.
constexpr double kSlowestProbeBytesPerS = 1e9;

} // namespace

std::map<std::string, std::string> readEnvironment(JsonReader& r) {
    std::map<std::string, std::string> out;
    if (auto env = r.optObject("env")) {
        for (auto it = env->json().begin(); it != env->json().end(); ++it) {
            if (it.key().empty() || it.key().find('=') != std::string::npos)
                env->fail(it.key(), "an environment variable's name must be non-empty and without '='");
            auto value = env->optString(it.key()); // a string, or an error naming env.KEY
            if (!value) env->fail(it.key(), "expected a string");
            out[it.key()] = *value;
        }
        env->finish();
    }
    return out;
}

namespace {

std::string readBackend(JsonReader& r) { return r.optString("backend").value_or("cpu"); }

EmulatorOptions readEmulator(JsonReader& r) {
    EmulatorOptions o;
    o.backend = readBackend(r);
    o.maxSequences = r.optInteger("max_sequences", 1).value_or(o.maxSequences);
    o.maxBatchedTokens = r.optInteger("max_batched_tokens", 1).value_or(o.maxBatchedTokens);
    o.maxSeconds = r.optPositive("max_seconds").value_or(o.maxSeconds);
    o.seed = static_cast<std::uint64_t>(r.optInteger("seed", 0).value_or(static_cast<long long>(o.seed)));
    return o;
}

CommandOptions readCommand(JsonReader& r) {
    CommandOptions o;
    const auto& argv = r.array("argv");
    for (std::size_t i = 0; i < argv.size(); ++i) {
        const std::string key = "argv[" + std::to_string(i) + "]";
        if (!argv[i].is_string()) r.fail(key, "expected a string (argv is run without a shell)");
        o.argv.push_back(argv[i].get<std::string>());
    }
    if (o.argv.front().empty()) r.fail("argv[0]", "the program must not be empty");
    o.timeoutS = r.optPositive("timeout_s").value_or(o.timeoutS);
    o.env = readEnvironment(r);
    if (auto imp = r.optObject("import")) {
        CommandImport i;
        i.format = imp->string("format");
        const auto& formats = commandImportFormats();
        if (std::find(formats.begin(), formats.end(), i.format) == formats.end())
            imp->fail("format", unknownNameMessage("import format", i.format, formats));
        i.file = imp->string("file");
        imp->finish();
        o.import = std::move(i);
    }
    return o;
}

BandwidthOptions readBandwidth(JsonReader& r) {
    BandwidthOptions o;
    o.backend = readBackend(r);
    o.mib = r.optNumber("mib").value_or(o.mib);
    if (!(o.mib >= 8 && o.mib <= 1048576)) r.fail("mib", "must be between 8 and 1048576 (1 TiB)");
    o.repeats = static_cast<int>(r.optInteger("repeats", 1, JsonReader::kMaxInt).value_or(o.repeats));
    if (o.repeats > 1000) r.fail("repeats", "must be at most 1000");
    return o;
}

ComputeOptions readCompute(JsonReader& r) {
    ComputeOptions o;
    o.backend = readBackend(r);
    o.seconds = r.optNumber("seconds").value_or(o.seconds);
    if (!(o.seconds >= 0.05 && o.seconds <= 60)) r.fail("seconds", "must be between 0.05 and 60");
    return o;
}

} // namespace

const std::vector<std::string>& workloadKindNames() {
    static const std::vector<std::string> names = {"llm-emulator", "command", "bandwidth", "compute",
                                                   "openai-endpoint"};
    return names;
}

const std::string& workloadKindName(WorkloadKind kind) {
    return workloadKindNames().at(static_cast<std::size_t>(kind));
}

const std::vector<std::string>& commandImportFormats() {
    static const std::vector<std::string> formats = {"vllm", "trtllm", "mlperf"};
    return formats;
}

WorkloadSpec parseWorkload(const nlohmann::json& doc, const std::string& file, const std::string& path) {
    JsonReader r(doc, file, path);
    const std::string kind = r.string("kind");
    const auto& names = workloadKindNames();
    const auto at = std::find(names.begin(), names.end(), kind);
    if (at == names.end()) r.fail("kind", unknownNameMessage("workload kind", kind, names));
    WorkloadSpec spec;
    switch (static_cast<WorkloadKind>(at - names.begin())) {
    case WorkloadKind::LlmEmulator: spec.options = readEmulator(r); break;
    case WorkloadKind::Command: spec.options = readCommand(r); break;
    case WorkloadKind::Bandwidth: spec.options = readBandwidth(r); break;
    case WorkloadKind::Compute: spec.options = readCompute(r); break;
    case WorkloadKind::OpenAiEndpoint: spec.options = readOpenAiEndpoint(r); break;
    }
    r.allow({"description"});
    r.finish();
    return spec;
}

std::string WorkloadSpec::backend() const {
    switch (kind()) {
    case WorkloadKind::LlmEmulator: return emulator().backend;
    case WorkloadKind::Bandwidth: return bandwidth().backend;
    case WorkloadKind::Compute: return compute().backend;
    case WorkloadKind::Command:
    case WorkloadKind::OpenAiEndpoint: break;
    }
    return {};
}

bool WorkloadSpec::givesVerdict() const {
    return kind() == WorkloadKind::LlmEmulator || kind() == WorkloadKind::Command ||
           kind() == WorkloadKind::OpenAiEndpoint;
}

double WorkloadSpec::clientDeadlineS() const {
    double limit = 0;
    switch (kind()) {
    case WorkloadKind::LlmEmulator: limit = emulator().maxSeconds; break;
    case WorkloadKind::Command: limit = command().timeoutS; break;
    case WorkloadKind::Bandwidth: {
        const auto& b = bandwidth();
        limit = b.mib * 1048576.0 * 2.0 * (1.0 + 4.0 * b.repeats) / kSlowestProbeBytesPerS;
        break;
    }
    case WorkloadKind::Compute: limit = compute().seconds; break;
    case WorkloadKind::OpenAiEndpoint: limit = openAiRunLimitS(openAiEndpoint()); break;
    }
    return limit + kStartAndKillMarginS;
}

nlohmann::json WorkloadSpec::toJson() const {
    nlohmann::json j = {{"kind", kindName()}};
    switch (kind()) {
    case WorkloadKind::LlmEmulator: {
        const auto& o = emulator();
        j.update({{"backend", o.backend},
                  {"max_sequences", o.maxSequences},
                  {"max_batched_tokens", o.maxBatchedTokens},
                  {"max_seconds", o.maxSeconds},
                  {"seed", o.seed}});
        break;
    }
    case WorkloadKind::Command: {
        const auto& o = command();
        j.update({{"argv", o.argv}, {"timeout_s", o.timeoutS}, {"env", o.env}});
        if (o.import) j["import"] = {{"format", o.import->format}, {"file", o.import->file}};
        break;
    }
    case WorkloadKind::Bandwidth: {
        const auto& o = bandwidth();
        j.update({{"backend", o.backend}, {"mib", o.mib}, {"repeats", o.repeats}});
        break;
    }
    case WorkloadKind::Compute: {
        const auto& o = compute();
        j.update({{"backend", o.backend}, {"seconds", o.seconds}});
        break;
    }
    case WorkloadKind::OpenAiEndpoint: j.update(luma::toJson(openAiEndpoint())); break;
    }
    return j;
}

} // namespace luma
