#pragma once
// The published-measurement tables and the predictor's error on them: maximum-throughput runs
// (tests/data/published_throughput.csv) and latency and server runs at a stated load
// (tests/data/published_latency.csv: TPOT, TTFT or end-to-end latency of closed-loop clients,
// Poisson arrivals or one batch), and the frozen held-out set (tests/data/published_heldout.csv,
// split `heldout`: results no earlier change was designed or fitted on, reported per family and
// never fitted). Shared by the validation benchmark (prints the figures, fits derating) and the
// regression test (keeps the medians under their bars).
#include "core/catalog/catalog.h"

#include <string>
#include <vector>

namespace luma::validation {

struct Row {
    std::string id, modelConfig, accelerator, weights, kvCache, activations, split, source;
    std::string arrival = "offline"; // offline, closed (concurrency clients) or poisson (rateRps)
    // tok_s, tpot_ms (p50 or mean), ttft_ms (p50), e2e_ms (mean), or server_tok_s: output tokens
    // per second at the highest Poisson rate that meets the p99 bounds sloTtftMs and sloTpotMs
    // (MLPerf Server), predicted from the analytic SLO capacity
    std::string metric = "tok_s";
    std::string regime = "throughput"; // throughput, latency or server
    std::string stack;                 // serving stack that measured it (tensorrt-llm, vllm, nim)
    // continuous (in-flight batching under a token budget; an empty cell too) or static (one batch
    // of `requests` sequences, each at its full lengths, as TensorRT-LLM's 2023
    // gptSessionBenchmark ran); any other value is an error naming the row (loadTable)
    std::string batching = "continuous";
    std::string vendor;      // the accelerator's vendor in the catalog
    std::string kind;        // moe (the model config has routed experts) or dense; set by predictAll
    bool calibrated = false; // the accelerator has calibration rows
    int count = 1, tp = 1, pp = 1;
    long long inputTokens = 0, outputTokens = 0, requests = 0, concurrency = 0;
    double rateRps = 0, sloTtftMs = 0, sloTpotMs = 0;
    bool attentionDp = false;
    double measured = 0;
    double predicted = 0;   // simulated benchmark run: same requests, lengths and admission
    double error = 0;       // predicted / measured - 1
    double steadyState = 0; // the analytic predictor's steady-state throughput
    double steadyError = 0;
};

std::vector<Row> loadTable(const std::string& csvPath);
// The published tables, throughput rows first, then latency, then the held-out set
// (published_heldout.csv; a missing table is an error); `calibrated` set from their calibration
// rows. A table's lines that start with '#', and blank lines, are comments.
std::vector<Row> loadAll(const std::string& dataDir);
// Predicts every row (simulation and steady state); model configs are read from `modelsDir`.
void predictAll(std::vector<Row>& rows, const std::string& modelsDir, const Catalog& catalog);
// Sets the mean input of the held-out rows of model config CONFIG, given as "CONFIG=TOKENS" (what
// an input a source does not publish is worth); the reason it cannot, or nullptr. Call it before
// predictAll.
const char* assumeInput(std::vector<Row>& rows, const std::string& arg);
// What the predictor makes of one row: its deployment, KV capacity and operating point, and the
// step model's terms for one prompt, every prompt at once and every request decoding.
std::string explain(Row row, const std::string& modelsDir, const Catalog& catalog);

struct Summary {
    std::size_t rows = 0;
    double medianAbsError = 0;
    double worstAbsError = 0;
    std::string worstId;
};
// Rows of `split` (empty: all) whose `field` equals `value` (empty field: no filter); fields:
// accelerator, vendor, regime, stack, kind (moe, dense) and family (vendor-kind, e.g. amd-moe).
Summary summarize(const std::vector<Row>& rows, const std::string& split, const std::string& accelerator = "");
Summary summarizeBy(const std::vector<Row>& rows, const std::string& split, const std::string& field,
                    const std::string& value);

} // namespace luma::validation
