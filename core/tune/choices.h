#pragma once
// The bounded software and runtime options `luma tune` may choose among (luma.choices/1), each
// knob with its allowed values, checked against the contract and the machine before any run:
// an unknown knob, a tensor-parallel degree that cannot split the model's heads, a value the
// machine cannot run are refused naming the file, the key and the value.
//
//   {"schema": "luma.choices/1", "name": "...",
//    "weight_precision": ["bf16", "int8", {"value": "int4", "quality_effect": {...}}],
//    "kv_precision": ["bf16", "fp8"], "max_sequences": [8, 16, 32], "max_batched_tokens": [256, 512],
//    "chunked_prefill": [false, 256, 512],        // off, or on with that chunk (true: up to max_batched_tokens)
//    "tensor_parallel": [1, 2], "pipeline_parallel": [1, 2], "replicas": [1, 2],
//    "attention_data_parallel": [false, true], "kv_admission": ["reserve", "incremental"],
//    "kv_offload": [0, 0.5],                      // off, or the share of KV the host tier may hold
//    "speculative_decoding": [false, {"acceptance_rate": 0.7, "draft_tokens": 4}],
//    "backend": [{"name": "vllm", "workload": {"kind": "openai-endpoint", ...}}, ...], // or command
//    "workload": {"kind": "llm-emulator", ...},   // what physical runs run without a backend knob
//    "default": {"max_sequences": 16}}            // the configuration used today (unset: as the machine is)
#include "core/model/contract.h"
#include "core/model/intervention.h"
#include "core/model/machine.h"
#include "core/model/workload.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace luma {

enum class Knob {
    WeightPrecision,
    KvPrecision,
    MaxSequences,
    MaxBatchedTokens,
    ChunkedPrefill,
    TensorParallel,
    PipelineParallel,
    Replicas,
    AttentionDataParallel,
    KvAdmission,
    KvOffload,
    SpeculativeDecoding,
    Backend,
};
const std::vector<std::string>& knobNames(); // the file's keys, in Knob order
const std::string& knobName(Knob k);

// One allowed value of a knob, read once: what it does to the runtime, the interventions it
// adds (sent to the agent as they are), and for backend the workload its runs use.
struct KnobValue {
    nlohmann::json value;                     // as written
    std::optional<Intervention> intervention; // weight/KV precision, batching, chunk, TP, offload, speculation
    long long number = 0;                     // pipeline_parallel, replicas
    bool flag = false;                        // chunked_prefill off (false), attention_data_parallel
    KvAdmission admission = KvAdmission::Reserve;
    std::string backendName;
    std::optional<WorkloadSpec> workload;
    nlohmann::json workloadJson;
    std::string text; // "int4", "256", "off", "vllm": for tables and run keys
};

struct KnobChoice {
    Knob knob = Knob::WeightPrecision;
    std::vector<KnobValue> values;
    int defaultIndex = -1; // the default configuration's value; -1: not applied (as the machine is)
};

struct Choices {
    std::string name;
    std::vector<KnobChoice> knobs; // in the file's order
    nlohmann::json workload;       // physical runs without a backend knob (null: none given)
    std::optional<WorkloadSpec> workloadSpec;
    nlohmann::json spec;
    std::string hash;
    std::string file;
    // How many configurations the knobs span (their product).
    long long combinations() const;
};

// Reads and checks a choices document against the contract and the machine. Throws SpecError.
Choices parseChoices(const nlohmann::json& doc, const std::filesystem::path& file, const Contract& contract,
                     const Machine& machine);
Choices loadChoices(const std::filesystem::path& file, const Contract& contract, const Machine& machine);

// Why physical runs of `workload` cannot apply the choices (a knob the llm-emulator does not
// make physical, with a value other than the default's), naming the file and key; "" when they can.
std::string physicalProblem(const Choices& choices, const WorkloadSpec& workload);
// The same over every workload the choices' runs may use (each backend's and the choices' own).
std::string physicalProblem(const Choices& choices);

} // namespace luma
