#include "validation.h"

#include "core/model/contract.h"
#include "core/model/machine.h"
#include "core/predict/deployment.h"
#include "core/predict/predictor.h"
#include "core/predict/simulator.h"
#include "core/predict/step_model.h"
#include "core/util/json_file.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <set>
#include <stdexcept>

namespace luma::validation {

namespace {

// The iteration's token budget a row's stack ran with. NIM serves through TensorRT-LLM engines
// built with its default max_num_tokens, 8192 ("The default value of max num tokens is 8192":
// NVIDIA/TensorRT-LLM docs/source/performance/performance-tuning-guide/
// tuning-max-batch-size-and-max-num-tokens.md): at 5 clients with 5,000-token prompts that is
// what spreads their prompts over iterations. The other rows state no budget; 32768 lets their
// prompts batch as their throughput tools tune them to.
long long tokenBudget(const Row& r) { return r.stack == "nim" ? 8192 : 32768; }

std::vector<std::string> splitCsvLine(const std::string& line) {
    std::vector<std::string> out;
    std::string cell;
    bool quoted = false;
    for (char ch : line) {
        if (ch == '"')
            quoted = !quoted;
        else if (ch == ',' && !quoted) {
            out.push_back(cell);
            cell.clear();
        } else
            cell += ch;
    }
    out.push_back(cell);
    return out;
}

} // namespace

std::vector<Row> loadTable(const std::string& csvPath) {
    std::ifstream in(csvPath);
    if (!in) throw std::runtime_error("cannot open " + csvPath);
    std::string line;
    // Comment lines (a leading '#') may precede the header and stand between rows.
    while (std::getline(in, line) && (line.empty() || line[0] == '#')) {}
    const auto header = splitCsvLine(line);
    std::map<std::string, std::size_t> col;
    for (std::size_t i = 0; i < header.size(); ++i) col[header[i]] = i;
    std::vector<Row> rows;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        auto c = splitCsvLine(line);
        auto at = [&](const char* name) { return c.at(col.at(name)); };
        // Columns the throughput table lacks take the maximum-throughput defaults.
        auto opt = [&](const char* name, const std::string& fallback) {
            auto it = col.find(name);
            return it == col.end() || it->second >= c.size() || c[it->second].empty() ? fallback : c[it->second];
        };
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
        r.measured = std::stod(col.count("measured") ? at("measured") : at("measured_tok_s"));
        r.arrival = opt("arrival", "offline");
        r.concurrency = std::stoll(opt("concurrency", "0"));
        r.rateRps = std::stod(opt("rate_rps", "0"));
        r.metric = opt("metric", "tok_s");
        r.sloTtftMs = std::stod(opt("slo_ttft_ms_p99", "0"));
        r.sloTpotMs = std::stod(opt("slo_tpot_ms_p99", "0"));
        r.regime = opt("regime", "throughput");
        r.stack = opt("stack", "tensorrt-llm");
        r.batching = opt("batching", "continuous");
        if (r.batching != "continuous" && r.batching != "static")
            throw std::runtime_error(csvPath + ": row " + r.id + ": unknown batching \"" + r.batching +
                                     "\" (known: continuous, static; empty: continuous)");
        r.split = at("split");
        static const std::set<std::string> kSplits = {"calibration", "validation", "heldout", "superseded",
                                                      "unexplained"};
        if (!kSplits.count(r.split))
            throw std::runtime_error(csvPath + ": row " + r.id + ": unknown split \"" + r.split +
                                     "\" (known: calibration, validation, heldout, superseded, unexplained)");
        r.source = at("source");
        rows.push_back(std::move(r));
    }
    return rows;
}

std::vector<Row> loadAll(const std::string& dataDir) {
    std::vector<Row> rows = loadTable(dataDir + "/published_throughput.csv");
    std::vector<Row> latency = loadTable(dataDir + "/published_latency.csv");
    rows.insert(rows.end(), latency.begin(), latency.end());
    // The held-out set (split heldout): loaded and predicted, never fitted, never calibrating.
    std::vector<Row> heldout = loadTable(dataDir + "/published_heldout.csv");
    rows.insert(rows.end(), heldout.begin(), heldout.end());
    std::set<std::string> calibrated;
    for (const auto& r : rows)
        if (r.split == "calibration") calibrated.insert(r.accelerator);
    for (auto& r : rows) r.calibrated = calibrated.count(r.accelerator) > 0;
    return rows;
}

namespace {

// The figure of a prediction that the row's metric names.
double metricOf(const Row& r, double tokS, double ttftMs, double tpotMs, double e2eMs) {
    if (r.metric == "tok_s") return tokS;
    if (r.metric == "tpot_ms") return tpotMs;
    if (r.metric == "ttft_ms") return ttftMs;
    if (r.metric == "e2e_ms") return e2eMs;
    throw std::runtime_error(r.id + ": unknown metric " + r.metric);
}

} // namespace

namespace {

struct Built {
    Contract contract;
    Deployment deployment;
};

// The contract and deployment a row describes, as `luma predict` would resolve them.
Built build(Row& r, std::map<std::string, nlohmann::json>& configs, const std::string& modelsDir,
            const Catalog& catalog) {
    auto& config = configs[r.modelConfig];
    if (config.is_null()) config = readJsonFile(modelsDir + "/" + r.modelConfig);
    if (const Accelerator* a = catalog.find(r.accelerator)) r.vendor = a->vendor;
    // Maximum-throughput benchmarks queue all their requests at once; trtllm-bench caps the
    // batch at 4096 sequences and 32768 tokens per iteration (bench/build/tuning.py).
    // Latency rows run as published: closed-loop clients, Poisson arrivals or one batch.
    nlohmann::json arrival = {{"kind", r.arrival}, {"requests", r.requests}};
    if (r.arrival == "closed") arrival["concurrency"] = r.concurrency;
    if (r.arrival == "poisson") arrival["rate_rps"] = r.rateRps;
    nlohmann::json contract = {
        {"schema", "luma.contract/1"},
        {"name", r.id},
        {"model", {{"hf_config", config}}},
        {"precision", {{"weights", r.weights}, {"kv_cache", r.kvCache}, {"activations", r.activations}}},
        {"workload", {{"input_tokens", r.inputTokens}, {"output_tokens", r.outputTokens}, {"arrival", arrival}}}};
    if (r.sloTtftMs > 0) contract["slo"]["ttft_ms_p99"] = r.sloTtftMs;
    if (r.sloTpotMs > 0) contract["slo"]["tpot_ms_p99"] = r.sloTpotMs;
    nlohmann::json runtime = {{"tensor_parallel", r.tp},
                              {"pipeline_parallel", r.pp},
                              {"gpu_memory_utilization", 0.95},
                              {"max_sequences", 4096},
                              {"max_batched_tokens", tokenBudget(r)},
                              {"attention_data_parallel", r.attentionDp},
                              {"serving_stack", r.stack}};
    if (r.batching == "static") {
        // One static batch (TensorRT-LLM's gptSessionBenchmark): the session allocates the KV
        // cache of exactly this batch at its lengths and runs every prompt in one context step;
        // no pool is sized as a share of the memory, no token budget splits the prompts.
        runtime["gpu_memory_utilization"] = 1.0;
        runtime["max_sequences"] = std::max<long long>(1, r.requests);
        runtime["max_batched_tokens"] = std::max<long long>(1, r.requests) * std::max<long long>(1, r.inputTokens);
    }
    nlohmann::json machine = {
        {"schema", "luma.machine/1"},
        {"name", r.id},
        {"nodes", {{{"id", "gpu"}, {"kind", "accelerator"}, {"type", r.accelerator}, {"count", r.count}}}},
        {"runtime", runtime}};
    Contract c = parseContract(contract, r.id + ".contract");
    r.kind = c.model && c.model->isMoe() ? "moe" : "dense"; // the config has routed experts
    const Machine m = parseMachine(machine, r.id + ".machine", catalog);
    Deployment d = resolveDeployment(m, c, {}, {}, catalog.usdToEur());
    return {std::move(c), std::move(d)};
}

} // namespace

void predictAll(std::vector<Row>& rows, const std::string& modelsDir, const Catalog& catalog) {
    std::map<std::string, nlohmann::json> configs;
    for (auto& r : rows) {
        const Built b = build(r, configs, modelsDir, catalog);
        const Contract& c = b.contract;
        const Deployment& d = b.deployment;
        const Prediction p = predict(c, d);
        if (r.metric == "server_tok_s") {
            r.steadyState = r.predicted = sloCapacityRps(c, d) * static_cast<double>(r.outputTokens);
            r.steadyError = r.error = r.predicted / r.measured - 1.0;
            continue;
        }
        const double outputs = static_cast<double>(std::max<long long>(1, r.outputTokens) - 1);
        r.steadyState = metricOf(r, p.throughputTokS, p.ttftMsP50, p.tpotMsP50, p.ttftMsP50 + outputs * p.tpotMsP50);
        r.steadyError = r.steadyState / r.measured - 1.0;
        const ServingStats s = simulate(c, d).stats;
        r.predicted = metricOf(r, s.throughputTokS, s.ttftMsP50, s.tpotMsP50, s.e2eMsP50);
        r.error = r.predicted / r.measured - 1.0;
    }
}

const char* assumeInput(std::vector<Row>& rows, const std::string& arg) {
    const auto eq = arg.find('=');
    if (eq == std::string::npos) return "expected CONFIG=TOKENS";
    const std::string config = arg.substr(0, eq);
    long long tokens = 0;
    const char* first = arg.data() + eq + 1;
    const char* last = arg.data() + arg.size();
    if (auto [end, ec] = std::from_chars(first, last, tokens); ec != std::errc() || end != last || tokens < 1)
        return "TOKENS must be a whole number of tokens, at least 1";
    std::size_t changed = 0;
    for (auto& r : rows)
        if (r.split == "heldout" && r.modelConfig == config) {
            r.inputTokens = tokens;
            ++changed;
        }
    return changed ? nullptr : "no held-out row uses that model config";
}

std::string explain(Row r, const std::string& modelsDir, const Catalog& catalog) {
    std::map<std::string, nlohmann::json> configs;
    const Built b = build(r, configs, modelsDir, catalog);
    const Deployment& d = b.deployment;
    if (!d.valid) return r.id + ": not deployable: " + d.invalidReason + "\n";
    const Prediction p = predict(b.contract, d);
    const ModelShape& shape = *b.contract.model;
    const StepModel steps(shape, d);
    char line[512];
    std::string out;
    std::snprintf(line, sizeof line,
                  "%s: tp %d pp %d, KV capacity %.0f tokens per replica, concurrency %.1f, decode batch %.1f, "
                  "TTFT p50 %.2f ms, TPOT p50 %.2f ms, %.1f tok/s; shares compute %.2f memory %.2f comm %.2f "
                  "overhead %.2f\n",
                  r.id.c_str(), d.tp, d.pp, p.kvTokenCapacity, p.concurrency, p.decodeBatch, p.ttftMsP50, p.tpotMsP50,
                  p.throughputTokS, p.shareCompute, p.shareMemory, p.shareComm, p.shareOverhead);
    out += line;
    auto show = [&](const char* what, const StepLoad& load) {
        const StepTime t = steps.step(load);
        std::snprintf(line, sizeof line,
                      "  %-28s %8.3f ms = compute %.3f + memory %.3f + comm %.3f + overhead %.3f (%.2f GB, %.2f "
                      "TFLOP)\n",
                      what, t.seconds * 1e3, t.compute * 1e3, t.memory * 1e3, t.comm * 1e3, t.overhead * 1e3,
                      t.bytes / 1e9, t.flops / 1e12);
        out += line;
    };
    const double in = static_cast<double>(r.inputTokens), n = std::max(1.0, static_cast<double>(r.requests));
    const double mid = in + static_cast<double>(r.outputTokens) / 2.0;
    show("prefill of one prompt", {0, 0, in, in * (in + 1) / 2, 1, 1});
    show("prefill of every prompt", {0, 0, in * n, n * in * (in + 1) / 2, n, 1});
    show("decode, every request, mid", {n, n * mid, 0, 0, n, 1});
    return out;
}

Summary summarize(const std::vector<Row>& rows, const std::string& split, const std::string& accelerator) {
    return summarizeBy(rows, split, accelerator.empty() ? "" : "accelerator", accelerator);
}

Summary summarizeBy(const std::vector<Row>& rows, const std::string& split, const std::string& field,
                    const std::string& value) {
    auto fieldOf = [&](const Row& r) -> std::string {
        if (field == "accelerator") return r.accelerator;
        if (field == "vendor") return r.vendor;
        if (field == "regime") return r.regime;
        if (field == "stack") return r.stack;
        if (field == "kind") return r.kind;
        if (field == "family") return r.vendor + "-" + r.kind;
        throw std::runtime_error("unknown summary field " + field);
    };
    Summary s;
    std::vector<double> errors;
    for (const auto& r : rows) {
        if ((!split.empty() && r.split != split) || (!field.empty() && fieldOf(r) != value)) continue;
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
