#pragma once
// Builders for test specs: a contract or machine as JSON with a few fields changed, parsed
// exactly as a user's file would be.
#include "core/model/contract.h"
#include "core/model/machine.h"
#include "core/util/json_file.h"

#include <string>

namespace luma::test {

// A file of the source tree (out of line: GCC 12 inlining its concatenation through a precompiled
// header reports false -Wstringop-overflow at each caller, GCC bug 105651).
std::string sourcePath(const std::string& relative);

inline nlohmann::json modelConfig(const std::string& name) {
    return readJsonFile(sourcePath("resources/models/" + name));
}

inline nlohmann::json contractJson(const std::string& model = "llama-3.1-8b.json", long long isl = 1000,
                                   long long osl = 1000, const std::string& precision = "fp8") {
    return {{"schema", "luma.contract/1"},
            {"name", "test"},
            {"model", {{"hf_config", modelConfig(model)}}},
            {"precision", {{"weights", precision}, {"kv_cache", precision}, {"activations", precision}}},
            {"workload",
             {{"input_tokens", isl}, {"output_tokens", osl}, {"arrival", {{"kind", "offline"}, {"requests", 3000}}}}}};
}

inline nlohmann::json machineJson(const std::string& type = "h100-sxm", long long count = 1, int tp = 0) {
    nlohmann::json m = {{"schema", "luma.machine/1"},
                        {"name", "test"},
                        {"nodes", {{{"id", "gpu"}, {"kind", "accelerator"}, {"type", type}, {"count", count}}}}};
    if (tp > 0) m["runtime"] = {{"tensor_parallel", tp}};
    return m;
}

inline Contract contract(const nlohmann::json& j) { return parseContract(j, "test-contract.json"); }
inline Machine machine(const nlohmann::json& j) { return parseMachine(j, "test-machine.json"); }

} // namespace luma::test
