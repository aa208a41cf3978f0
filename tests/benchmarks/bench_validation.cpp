// Prints the predictor's error against published maximum-throughput measurements
// (tests/data/published_throughput.csv): every row, then the median and worst error of the
// calibration rows and of the held-out validation rows, per accelerator and overall.
//
//   bench_validation            the table and the summary
//   bench_validation --fit      also searches, per accelerator, the derating constants
//                               (gemm, memory_bw, step_overhead_us) that minimise the RMS log
//                               error on the calibration rows only, and prints them
#include "validation.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <set>

using namespace luma;
using namespace luma::validation;

namespace {

const char* kTable = LUMA_SOURCE_DIR "/tests/data/published_throughput.csv";
const char* kModels = LUMA_SOURCE_DIR "/resources/models";

void printSummary(const std::vector<Row>& rows) {
    std::set<std::string> accelerators;
    for (const auto& r : rows) accelerators.insert(r.accelerator);
    std::printf("\n%-12s %-12s %5s %14s %12s  %s\n", "split", "accelerator", "rows", "median |error|", "worst |error|", "worst row");
    for (const char* split : {"calibration", "validation"}) {
        for (const auto& a : accelerators) {
            Summary s = summarize(rows, split, a);
            if (s.rows) std::printf("%-12s %-12s %5zu %13.1f%% %11.1f%%  %s\n", split, a.c_str(), s.rows, s.medianAbsError * 100, s.worstAbsError * 100, s.worstId.c_str());
        }
        Summary s = summarize(rows, split);
        std::printf("%-12s %-12s %5zu %13.1f%% %11.1f%%  %s\n", split, "ALL", s.rows, s.medianAbsError * 100, s.worstAbsError * 100, s.worstId.c_str());
    }
}

struct Knob {
    const char* key;
    double lo, hi, step;
};

// Search ranges are the physically plausible ones: kernels do not beat 90 % of peak bandwidth
// or 85 % of peak math, and a serving runtime keeps at least 1 GiB for itself.
const Knob kKnobs[] = {{"gemm", 0.30, 0.85, 0.025},
                       {"moe_gemm", 0.05, 0.85, 0.025},
                       {"memory_bw", 0.60, 0.90, 0.05},
                       {"attention_bw", 0.25, 0.90, 0.025},
                       {"step_overhead_us", 0, 5000, 250},
                       {"layer_overhead_us", 0, 100, 5},
                       {"runtime_reserve_gib", 1, 12, 1}};

double rmsLogError(std::vector<Row>& rows, const nlohmann::json& doc) {
    predictAll(rows, kModels, Catalog::fromJson(doc, "fit"));
    double sq = 0;
    for (const auto& r : rows) sq += std::pow(std::log(r.predicted / r.measured), 2);
    return std::sqrt(sq / static_cast<double>(rows.size()));
}

// Coordinate descent over the derating constants of one accelerator, on its calibration rows.
void fit(const std::vector<Row>& all) {
    std::set<std::string> accelerators;
    for (const auto& r : all) accelerators.insert(r.accelerator);
    for (const auto& a : accelerators) {
        std::vector<Row> rows;
        for (const auto& r : all)
            if (r.accelerator == a && r.split == "calibration") rows.push_back(r);
        if (rows.empty()) continue;
        nlohmann::json doc = Catalog::builtin().document();
        nlohmann::json* derating = nullptr;
        for (auto& acc : doc["accelerators"])
            if (acc["type"] == a) derating = &acc["derating"];
        double best = rmsLogError(rows, doc);
        for (int round = 0; round < 2; ++round)
            for (const Knob& k : kKnobs) {
                double keep = (*derating).value(k.key, 0.0);
                for (double v = k.lo; v <= k.hi + 1e-9; v += k.step) {
                    (*derating)[k.key] = v;
                    double e = rmsLogError(rows, doc);
                    if (e < best - 1e-12) {
                        best = e;
                        keep = v;
                    }
                }
                (*derating)[k.key] = keep;
            }
        std::printf("fit %-9s", a.c_str());
        for (const Knob& k : kKnobs) std::printf(" %s %.3g", k.key, (*derating)[k.key].get<double>());
        std::printf("  (RMS log error %.3f on %zu calibration rows)\n", best, rows.size());
    }
}

} // namespace

int main(int argc, char** argv) {
    std::vector<Row> rows = loadTable(kTable);
    predictAll(rows, kModels, Catalog::builtin());
    std::printf("%-20s %-28s %-9s %2s %11s %10s %10s %8s %10s %8s  %s\n", "id", "model", "gpu", "tp", "isl/osl", "measured",
                "simulated", "error", "steady", "error", "split");
    for (const auto& r : rows)
        std::printf("%-20s %-28s %-9s %2d %5lld/%-5lld %10.0f %10.0f %+7.1f%% %10.0f %+7.1f%%  %s\n", r.id.c_str(),
                    r.modelConfig.c_str(), r.accelerator.c_str(), r.tp, r.inputTokens, r.outputTokens, r.measured,
                    r.predicted, r.error * 100, r.steadyState, r.steadyError * 100, r.split.c_str());
    printSummary(rows);
    if (argc > 1 && std::strcmp(argv[1], "--fit") == 0) fit(rows);
    return 0;
}
