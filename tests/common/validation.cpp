#include "validation.h"

#include "core/model/contract.h"
#include "core/model/machine.h"
#include "core/predict/deployment.h"
#include "core/predict/predictor.h"
#include "core/predict/simulator.h"
#include "core/util/json_file.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>
#include <stdexcept>

namespace luma::validation {

namespace {

std::vector<std::string> splitCsvLine(const std::string& line) {
    std::vector<std::string> out;
    std::string cell;
    bool quoted = false;
    for (char ch : line) {
        if (ch == '"') quoted = !quoted;
        else if (ch == ',' && !quoted) {
            out.push_back(cell);
            cell.clear();
        } else cell += ch;
    }
    out.push_back(cell);
    return out;
}

} // namespace

std::vector<Row> loadTable(const std::string& csvPath) {
    std::ifstream in(csvPath);
    if (!in) throw std::runtime_error("cannot open " + csvPath);
    std::string line;
    std::getline(in, line);
    const auto header = splitCsvLine(line);
    std::map<std::string, std::size_t> col;
    for (std::size_t i = 0; i < header.size(); ++i) col[header[i]] = i;
    std::vector<Row> rows;
    while (std::getline(in, line)) {
        if (line.empty()) continue;
        auto c = splitCsvLine(line);
        auto at = [&](const char* name) { return c.at(col.at(name)); };
        Row r;
        r.id = at("id");
        r.modelConfig = at("model_config");
        r.accelerator = at("accelerator");
        r.count = std::stoi(at("count"));
        r.tp = std::stoi(at("tensor_parallel"));
        r.pp = std::stoi(at("pipeline_parallel"));
        r.weights = at("weights");
        r.kvCache = at("kv_cache");
        r.activations = at("activations");
        r.inputTokens = std::stoll(at("input_tokens"));
        r.outputTokens = std::stoll(at("output_tokens"));
        r.requests = std::stoll(at("requests"));
        r.attentionDp = at("moe_attention_dp") == "1";
        r.measured = std::stod(at("measured_tok_s"));
        r.split = at("split");
        r.source = at("source");
        rows.push_back(std::move(r));
    }
    return rows;
}

void predictAll(std::vector<Row>& rows, const std::string& modelsDir, const Catalog& catalog) {
    std::map<std::string, nlohmann::json> configs;
    for (auto& r : rows) {
        auto& config = configs[r.modelConfig];
        if (config.is_null()) config = readJsonFile(modelsDir + "/" + r.modelConfig);
        // Maximum-throughput benchmarks queue all their requests at once; trtllm-bench caps the
        // batch at 4096 sequences and 32768 tokens per iteration (bench/build/tuning.py).
        nlohmann::json contract = {
            {"schema", "luma.contract/1"}, {"name", r.id}, {"model", {{"hf_config", config}}},
            {"precision", {{"weights", r.weights}, {"kv_cache", r.kvCache}, {"activations", r.activations}}},
            {"workload", {{"input_tokens", r.inputTokens}, {"output_tokens", r.outputTokens},
                          {"arrival", {{"kind", "offline"}, {"requests", r.requests}}}}}};
        nlohmann::json machine = {
            {"schema", "luma.machine/1"}, {"name", r.id},
            {"nodes", {{{"id", "gpu"}, {"kind", "accelerator"}, {"type", r.accelerator}, {"count", r.count}}}},
            {"runtime", {{"tensor_parallel", r.tp}, {"pipeline_parallel", r.pp}, {"gpu_memory_utilization", 0.95},
                         {"max_sequences", 4096}, {"max_batched_tokens", 32768},
                         {"attention_data_parallel", r.attentionDp}}}};
        const Contract c = parseContract(contract, r.id + ".contract");
        const Machine m = parseMachine(machine, r.id + ".machine", catalog);
        const Deployment d = resolveDeployment(m, c.precision, {}, {}, catalog.usdToEur());
        r.steadyState = predict(c, d).throughputTokS;
        r.steadyError = r.steadyState / r.measured - 1.0;
        r.predicted = simulate(c, d).stats.throughputTokS;
        r.error = r.predicted / r.measured - 1.0;
    }
}

Summary summarize(const std::vector<Row>& rows, const std::string& split, const std::string& accelerator) {
    Summary s;
    std::vector<double> errors;
    for (const auto& r : rows) {
        if ((!split.empty() && r.split != split) || (!accelerator.empty() && r.accelerator != accelerator)) continue;
        double e = std::fabs(r.error);
        errors.push_back(e);
        if (e >= s.worstAbsError) {
            s.worstAbsError = e;
            s.worstId = r.id;
        }
    }
    s.rows = errors.size();
    if (!errors.empty()) {
        std::sort(errors.begin(), errors.end());
        std::size_t n = errors.size();
        s.medianAbsError = n % 2 ? errors[n / 2] : (errors[n / 2 - 1] + errors[n / 2]) / 2.0;
    }
    return s;
}

} // namespace luma::validation
