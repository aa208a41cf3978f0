#pragma once
// The published-measurement table (tests/data/published_throughput.csv) and the predictor's
// error on it. Shared by the validation benchmark (prints the figures, fits derating) and the
// regression test (keeps the held-out median error under the bar).
#include "core/catalog/catalog.h"

#include <string>
#include <vector>

namespace luma::validation {

struct Row {
    std::string id, modelConfig, accelerator, weights, kvCache, activations, split, source;
    int count = 1, tp = 1, pp = 1;
    long long inputTokens = 0, outputTokens = 0, requests = 0;
    bool attentionDp = false;
    double measured = 0;
    double predicted = 0;   // simulated benchmark run: same requests, lengths and admission
    double error = 0;       // predicted / measured - 1
    double steadyState = 0; // the analytic predictor's steady-state throughput
    double steadyError = 0;
};

std::vector<Row> loadTable(const std::string& csvPath);
// Predicts every row (simulation and steady state); model configs are read from `modelsDir`.
void predictAll(std::vector<Row>& rows, const std::string& modelsDir, const Catalog& catalog);

struct Summary {
    std::size_t rows = 0;
    double medianAbsError = 0;
    double worstAbsError = 0;
    std::string worstId;
};
Summary summarize(const std::vector<Row>& rows, const std::string& split, const std::string& accelerator = "");

} // namespace luma::validation
