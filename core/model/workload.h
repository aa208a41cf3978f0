#pragma once
// What a physical run does on the agent (a campaign's "workload", a run's run.workload): one
// kind with its typed options, read in one place so that a typo or a wrong type is a SpecError
// naming the key wherever the workload comes from (a campaign file, a CLI file, a run message).
#include "core/model/workload_openai.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace luma {

// In the order of WorkloadSpec::Options' alternatives.
enum class WorkloadKind { LlmEmulator, Command, Bandwidth, Compute, OpenAiEndpoint };

// The one list of kind names ("llm-emulator", "command", "bandwidth", "compute", "openai-endpoint").
const std::vector<std::string>& workloadKindNames();
const std::string& workloadKindName(WorkloadKind kind);

// Serves the contract's shapes with real kernels (remote/agent/workload_emulator.cpp).
struct EmulatorOptions {
    std::string backend = "cpu";
    long long maxSequences = 64;
    long long maxBatchedTokens = 2048;
    double maxSeconds = 600;
    std::uint64_t seed = 1;
    bool operator==(const EmulatorOptions&) const = default;
};

// A result file a benchmark tool wrote, read by one of core/importers' importers.
struct CommandImport {
    std::string format; // one of commandImportFormats()
    std::string file;
    bool operator==(const CommandImport&) const = default;
};

// A user's own benchmark, run without a shell.
struct CommandOptions {
    std::vector<std::string> argv; // non-empty
    double timeoutS = 3600;
    std::map<std::string, std::string> env;
    std::optional<CommandImport> import;
    bool operator==(const CommandOptions&) const = default;
};

struct BandwidthOptions {
    std::string backend = "cpu";
    double mib = 512; // four times a last-level cache or more, like likwid-bench's -w S0:512MB
    int repeats = 10;
    bool operator==(const BandwidthOptions&) const = default;
};

struct ComputeOptions {
    std::string backend = "cpu";
    double seconds = 1;
    bool operator==(const ComputeOptions&) const = default;
};

const std::vector<std::string>& commandImportFormats(); // vllm trtllm mlperf

struct WorkloadSpec {
    using Options =
        std::variant<EmulatorOptions, CommandOptions, BandwidthOptions, ComputeOptions, OpenAiEndpointOptions>;
    Options options; // the alternative is the kind, so the two cannot disagree

    WorkloadKind kind() const { return static_cast<WorkloadKind>(options.index()); }
    const std::string& kindName() const { return workloadKindName(kind()); }
    // Each throws std::bad_variant_access for another kind: callers dispatch on kind() first.
    const EmulatorOptions& emulator() const { return std::get<EmulatorOptions>(options); }
    const CommandOptions& command() const { return std::get<CommandOptions>(options); }
    const BandwidthOptions& bandwidth() const { return std::get<BandwidthOptions>(options); }
    const ComputeOptions& compute() const { return std::get<ComputeOptions>(options); }
    const OpenAiEndpointOptions& openAiEndpoint() const { return std::get<OpenAiEndpointOptions>(options); }

    // The backend a kernel workload runs on; empty for a command or an endpoint.
    std::string backend() const;
    // llm-emulator, command and openai-endpoint runs are judged against the contract's SLOs; the probes only
    // measure, so a campaign (which needs a verdict per state) cannot use them.
    bool givesVerdict() const;
    // How long a client must wait for the run's final event before it gives the agent up: the
    // workload's own limit (after which the agent ends the run itself) plus a margin for the
    // start-up (allocating and filling the model) and for killing what still runs.
    double clientDeadlineS() const;

    // Every option, defaults included: parseWorkload(toJson()) gives this spec back.
    nlohmann::json toJson() const;

    bool operator==(const WorkloadSpec&) const = default;
};

// Reads a workload object; `file` and `path` name it in errors ("campaign.json",
// "workload" → "campaign.json: workload.seconds: expected a number, found a string").
// Unknown keys are refused with the closest known name. Throws SpecError.
WorkloadSpec parseWorkload(const nlohmann::json& doc, const std::string& file, const std::string& path = "workload");

// The "env" object of `parent` (NAME → string; absent: empty), for the command and the endpoint's server.
std::map<std::string, std::string> readEnvironment(JsonReader& parent);

} // namespace luma
