// Prints the predictor's error against published measurements: maximum-throughput runs
// (tests/data/published_throughput.csv), latency and server runs at a stated load
// (tests/data/published_latency.csv) and the frozen held-out set (tests/data/published_heldout.csv,
// split heldout: sources no earlier change was designed or fitted on). Every row, then the median
// and worst |error| of the calibration rows, of the validation rows and of the held-out set:
// overall, per regime (throughput, latency, server), per vendor, per model kind (moe, dense), per
// family (vendor-kind), per accelerator and per serving stack (and apart, the rows marked
// superseded). Rows on an accelerator without calibration rows are marked "uncal". Only
// calibration rows are ever fitted.
//
//   bench_validation            the table and the summary
//   bench_validation --fit [TYPE...]
//                               also searches, per accelerator (or only those named), the
//                               derating constants that minimise the RMS log error on its
//                               calibration rows of both regimes jointly (each regime weighs the
//                               same), and prints them; TYPE+TYPE... (e.g. trn1+inf2) fits one
//                               set of constants to the named accelerators' calibration rows
//                               together (parts that share a chip and a software stack);
//                               TYPE:STACK fits a serving stack's override on the part (the
//                               routed experts' share and the host time per sequence; on its
//                               calibration rows of that stack only)
//   bench_validation --explain ID...
//                               only the named rows: deployment, KV capacity, operating point
//                               and the step model's terms (what a row's error comes from)
//   bench_validation --assume-input CONFIG=TOKENS...
//                               the table and the summary with the held-out rows of a model
//                               config (e.g. mixtral-8x7b.json) at another mean input: what an
//                               input length a source does not publish is worth (MLPerf's Mixtral
//                               set states none; its rows assume 294)
#include "validation.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <map>
#include <set>
#include <stdexcept>
#include <string>

using namespace luma;
using namespace luma::validation;

namespace {

const char* kData = LUMA_SOURCE_DIR "/tests/data";
const char* kModels = LUMA_SOURCE_DIR "/resources/models";

void printSummary(const std::vector<Row>& rows) {
    std::printf("\n%-12s %-24s %5s %14s %12s  %s\n", "split", "group", "rows", "median |error|", "worst |error|",
                "worst row");
    // "superseded": rows a later release of the same stack contradicts, kept and printed, never
    // fitted and outside the calibration, validation and heldout medians.
    // "heldout": the frozen set of issue 16, never fitted, reported per family.
    // "unexplained": MoE rows whose misses no mechanism of the model explains yet (the same part
    // and model family run 2-4x apart on other serving stacks), kept and printed, never fitted and
    // outside the other medians.
    for (const char* split : {"calibration", "validation", "heldout", "superseded", "unexplained"}) {
        Summary all = summarize(rows, split);
        if (!all.rows) continue;
        std::printf("%-12s %-24s %5zu %13.1f%% %11.1f%%  %s\n", split, "ALL", all.rows, all.medianAbsError * 100,
                    all.worstAbsError * 100, all.worstId.c_str());
        for (const std::string field : {"regime", "vendor", "kind", "family", "accelerator", "stack"}) {
            std::set<std::string> values;
            for (const auto& r : rows)
                values.insert(field == "regime"   ? r.regime
                              : field == "vendor" ? r.vendor
                              : field == "kind"   ? r.kind
                              : field == "family" ? r.vendor + "-" + r.kind
                              : field == "stack"  ? r.stack
                                                  : r.accelerator);
            for (const auto& v : values) {
                Summary s = summarizeBy(rows, split, field, v);
                const std::string group = field + " " + v;
                if (s.rows)
                    std::printf("%-12s %-24s %5zu %13.1f%% %11.1f%%  %s\n", split, group.c_str(), s.rows,
                                s.medianAbsError * 100, s.worstAbsError * 100, s.worstId.c_str());
            }
        }
    }
}

struct Knob {
    const char* key;
    double lo, hi, step;
};

// Search ranges are the physically plausible ones: kernels do not beat 90 % of peak bandwidth
// or 85 % of peak math, and a serving runtime keeps at least 1 GiB for itself.
// A serving iteration's fixed host time is a CUDA-graph replay plus scheduling (0.1-1 ms); the
// host time per sequence (sampling, detokenisation, scheduling) is some tens of microseconds.
// A ring's hop latency (collective_hop_us) is some microseconds per hop and synchronisation.
// The routed experts follow the rows each expert sees (moe_half_tokens) rather than one fitted
// share (moe_gemm, left as the catalog has it); runtime_reserve_gib is not refitted.
const Knob kKnobs[] = {{"memory_bw", 0.60, 0.90, 0.025},  {"step_overhead_us", 0, 5000, 200},
                       {"layer_overhead_us", 0, 60, 5},   {"sequence_overhead_us", 0, 40, 2},
                       {"gemm", 0.30, 0.85, 0.025},       {"attention_bw", 0.25, 0.90, 0.05},
                       {"moe_half_tokens", 0, 1500, 100}, {"collective_hop_us", 0, 30, 0.5},
                       {"overlap", 0, 1, 0.125},          {"gqa_kv_rereads", 0, 1, 0.05}};
// Knobs fitted only where the catalog states them: a ring's hop latency, and the kernel traits
// of a software vintage (math/memory overlap, grouped-query KV re-reads) an entry declares.
const char* kDeclaredKnobs[] = {"collective_hop_us", "overlap", "gqa_kv_rereads"};
// With few calibration rows only the rates (and the declared knobs) are fitted; the host times
// stay as the catalog has them. A switched interconnect's hop latency stays 0: it is fitted
// only where the catalog gives one.
const char* kFewRowKnobs[] = {"gemm", "memory_bw", "attention_bw", "collective_hop_us", "overlap", "gqa_kv_rereads"};
constexpr std::size_t kFewRows = 6;

// Each regime weighs the same, however many rows it has: one derating has to explain both.
double rmsLogError(std::vector<Row>& rows, const nlohmann::json& doc) {
    predictAll(rows, kModels, Catalog::fromJson(doc, "fit"));
    std::map<std::string, double> perRegime;
    for (const auto& r : rows) perRegime[r.regime] += 1;
    double sq = 0, weight = 0;
    for (const auto& r : rows) {
        const double w = 1.0 / perRegime[r.regime];
        sq += w * std::pow(std::log(r.predicted > 0 ? r.predicted / r.measured : 1e-3), 2);
        weight += w;
    }
    return std::sqrt(sq / weight);
}

// Coordinate descent over `knobs` (each read by get, written by set), minimising the RMS log
// error of `rows`; prints each step on stderr under `label` and returns the error it reached.
template <class Get, class Set, class Skip>
double descend(std::vector<Row>& rows, const nlohmann::json& doc, const std::vector<Knob>& knobs, const Get& get,
               const Set& set, const Skip& skip, const std::string& label) {
    double best = rmsLogError(rows, doc);
    for (int round = 0; round < 3; ++round)
        for (const Knob& k : knobs) {
            if (skip(k)) continue;
            double keep = get(k.key);
            for (int i = 0; k.lo + i * k.step <= k.hi + 1e-9; ++i) {
                const double v = std::min(k.hi, k.lo + i * k.step);
                set(k.key, v);
                double e = rmsLogError(rows, doc);
                if (e < best - 1e-12) {
                    best = e;
                    keep = v;
                }
            }
            set(k.key, keep);
            std::fprintf(stderr, "  %s round %d: %s %.4g (RMS log error %.3f)\n", label.c_str(), round, k.key, keep,
                         best);
        }
    return best;
}

// What a serving stack changes on a part (a derating's "stacks" override, fitted as TYPE:STACK):
// its routed-expert kernels and its host time per sequence (the scheduler, sampling and batch
// bookkeeping: C++ in an engine's executor, Python in the PyTorch backend). The dense GEMM,
// bandwidth and attention shares and the per-iteration and per-layer floors stay the part's:
// maximum-throughput rows barely determine the latter.
const std::vector<Knob> kStackKnobs = {{"moe_gemm", 0.05, 0.85, 0.025}, {"sequence_overhead_us", 0, 40, 2}};

// TYPE:STACK: the override of the serving stack's knobs on the part's calibration rows of that stack.
void fitStack(const std::vector<Row>& all, const std::string& type, const std::string& stack) {
    std::vector<Row> rows;
    for (const auto& r : all)
        if (r.accelerator == type && r.stack == stack && r.split == "calibration") rows.push_back(r);
    if (rows.empty()) {
        std::printf("fit %s:%s: no calibration row of that part and stack\n", type.c_str(), stack.c_str());
        return;
    }
    nlohmann::json doc = Catalog::builtin().document();
    nlohmann::json* derating = nullptr;
    for (auto& acc : doc["accelerators"])
        if (acc["type"] == type) derating = &acc["derating"];
    nlohmann::json& over = (*derating)["stacks"][stack];
    if (!over.contains("rationale")) over["rationale"] = "being fitted";
    // Unset knobs start from the part's parsed derating (an entry may leave moe_gemm to its default).
    const Derating& part = Catalog::builtin().find(type)->derating;
    if (!over.contains("moe_gemm")) over["moe_gemm"] = part.moeGemm;
    if (!over.contains("sequence_overhead_us")) over["sequence_overhead_us"] = part.sequenceOverheadUs;
    const double best = descend(
        rows, doc, kStackKnobs, [&](const char* key) { return over.value(key, 0.0); },
        [&](const char* key, double v) { over[key] = v; }, [](const Knob&) { return false; }, type + ":" + stack);
    std::printf("fit %s:%s", type.c_str(), stack.c_str());
    for (const Knob& k : kStackKnobs) std::printf(" %s %.4g", k.key, over.value(k.key, 0.0));
    std::printf("  (RMS log error %.3f on %zu calibration rows)\n", best, rows.size());
}

// Coordinate descent over the derating constants of one accelerator (or of a group named
// TYPE+TYPE..., all given the same values), on its calibration rows; TYPE:STACK fits a serving
// stack's override (fitStack).
void fit(const std::vector<Row>& all, const std::set<std::string>& only) {
    std::set<std::string> groups;
    for (const auto& r : all) groups.insert(r.accelerator);
    for (const auto& name : only)
        if (name.find('+') != std::string::npos) groups.insert(name);
    for (const auto& name : only)
        if (const auto colon = name.find(':'); colon != std::string::npos)
            fitStack(all, name.substr(0, colon), name.substr(colon + 1));
    for (const auto& a : groups) {
        if (!only.empty() && !only.count(a)) continue;
        std::set<std::string> members;
        for (std::size_t from = 0, to; from <= a.size(); from = to + 1) {
            to = a.find('+', from);
            if (to == std::string::npos) to = a.size();
            members.insert(a.substr(from, to - from));
        }
        std::vector<Row> rows;
        for (const auto& r : all)
            if (members.count(r.accelerator) && r.split == "calibration") rows.push_back(r);
        if (rows.empty()) continue;
        nlohmann::json doc = Catalog::builtin().document();
        std::vector<nlohmann::json*> deratings;
        for (auto& acc : doc["accelerators"])
            if (members.count(acc["type"].get<std::string>())) deratings.push_back(&acc["derating"]);
        if (deratings.size() != members.size()) continue;
        nlohmann::json* derating = deratings.front(); // the first member's values start the search
        auto set = [&](const char* key, double v) {
            for (nlohmann::json* d : deratings) (*d)[key] = v;
        };
        for (const Knob& k : kKnobs)
            if (derating->contains(k.key)) set(k.key, derating->value(k.key, 0.0));
        const bool few = rows.size() < kFewRows;
        auto skip = [&](const Knob& k) {
            if (few && std::none_of(std::begin(kFewRowKnobs), std::end(kFewRowKnobs),
                                    [&](const char* n) { return std::strcmp(n, k.key) == 0; }))
                return true;
            return std::any_of(std::begin(kDeclaredKnobs), std::end(kDeclaredKnobs),
                               [&](const char* n) { return std::strcmp(n, k.key) == 0; }) &&
                   !derating->contains(k.key);
        };
        const double best = descend(
            rows, doc, std::vector<Knob>(std::begin(kKnobs), std::end(kKnobs)),
            [&](const char* key) { return derating->value(key, 0.0); }, set, skip, a);
        std::fflush(stdout);
        std::printf("fit %-9s", a.c_str());
        for (const Knob& k : kKnobs) std::printf(" %s %.4g", k.key, (*derating).value(k.key, 0.0));
        std::printf("  (RMS log error %.3f on %zu calibration rows)\n", best, rows.size());
    }
}

} // namespace

static int run(int argc, char** argv) {
    std::vector<Row> rows = loadAll(kData);
    if (argc > 1 && std::strcmp(argv[1], "--explain") == 0) {
        // Every named row must exist: a misspelt id is an error, not an empty answer.
        for (int i = 2; i < argc; ++i)
            if (std::none_of(rows.begin(), rows.end(), [&](const Row& r) { return r.id == argv[i]; })) {
                std::fprintf(stderr, "bench_validation --explain: no row with id \"%s\"\n", argv[i]);
                return 2;
            }
        for (int i = 2; i < argc; ++i)
            for (const auto& r : rows)
                if (r.id == argv[i]) std::fputs(explain(r, kModels, Catalog::builtin()).c_str(), stdout);
        return 0;
    }
    if (argc > 1 && std::strcmp(argv[1], "--assume-input") == 0) {
        if (argc < 3) {
            std::fprintf(stderr, "bench_validation --assume-input: name at least one CONFIG=TOKENS\n");
            return 2;
        }
        for (int i = 2; i < argc; ++i)
            if (const char* why = assumeInput(rows, argv[i])) {
                std::fprintf(stderr, "bench_validation --assume-input: \"%s\": %s\n", argv[i], why);
                return 2;
            }
    }
    if (argc > 1 && std::strcmp(argv[1], "--fit") == 0) {
        // Every named accelerator (each member of a TYPE+TYPE group) must be in the catalog.
        for (int i = 2; i < argc; ++i) {
            std::string name = argv[i];
            if (const auto colon = name.find(':'); colon != std::string::npos) {
                const std::string stack = name.substr(colon + 1);
                if (name.find('+') != std::string::npos) {
                    std::fprintf(stderr,
                                 "bench_validation --fit: \"%s\": a stack's override is fitted on one part "
                                 "(TYPE:STACK), not on a group\n",
                                 name.c_str());
                    return 2;
                }
                if (!Catalog::builtin().hasStack(stack)) {
                    std::fprintf(stderr,
                                 "bench_validation --fit: \"%s\" in \"%s\" is no serving stack of the catalog\n",
                                 stack.c_str(), name.c_str());
                    return 2;
                }
                name = name.substr(0, colon);
            }
            for (std::size_t from = 0, to; from <= name.size(); from = to + 1) {
                to = name.find('+', from);
                if (to == std::string::npos) to = name.size();
                const std::string member = name.substr(from, to - from);
                if (!Catalog::builtin().find(member)) {
                    std::fprintf(stderr,
                                 "bench_validation --fit: \"%s\" in \"%s\" is no accelerator type of the catalog\n",
                                 member.c_str(), name.c_str());
                    return 2;
                }
            }
        }
    }
    predictAll(rows, kModels, Catalog::builtin());
    std::printf("%-26s %-28s %-9s %2s %11s %-8s %10s %10s %8s %10s %8s  %s\n", "id", "model", "gpu", "tp", "isl/osl",
                "metric", "measured", "simulated", "error", "steady", "error", "split");
    for (const auto& r : rows)
        std::printf("%-26s %-28s %-9s %2d %5lld/%-5lld %-8s %10.1f %10.1f %+7.1f%% %10.1f %+7.1f%%  %s%s\n",
                    r.id.c_str(), r.modelConfig.c_str(), r.accelerator.c_str(), r.tp, r.inputTokens, r.outputTokens,
                    r.metric.c_str(), r.measured, r.predicted, r.error * 100, r.steadyState, r.steadyError * 100,
                    r.split.c_str(), r.calibrated ? "" : " uncal");
    printSummary(rows);
    if (argc > 1 && std::strcmp(argv[1], "--fit") == 0) {
        std::set<std::string> only(argv + 2, argv + argc); // accelerator types; none: all
        fit(rows, only);
    }
    return 0;
}

int main(int argc, char** argv) {
    try {
        return run(argc, argv);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bench_validation: %s\n", e.what());
        return 1;
    }
}
