#include "app/cli/report_text.h"

#include "app/cli/table.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace luma::cli {

namespace {

std::string pct(double share) { return fixed(share * 100.0, 0) + "%"; }

// A margin as the table shows it: a metric not reported has none, an unbounded one no
// percentage, and a success rate far below its floor (its margin counts failures allowed, so it
// reaches -99900 %) reads as a bound.
std::string marginText(const SloCheck& check) {
    const double margin = check.margin;
    if (std::isnan(check.value)) return "n/a";
    if (std::isinf(margin)) return "unbounded";
    if (margin < -10.0) return "< -1000%";
    return (margin >= 0 ? "+" : "") + fixed(margin * 100.0, 1) + "%";
}

// Needed against budget, so that the gap says how much memory (or how much less model) it takes.
std::string oomText(const Contract& c, const Deployment& d, const Prediction& p) {
    return "one sequence of " + std::to_string(c.inputTokens + c.outputTokens) + " tokens needs " +
           num(p.neededGib, 4) + " GiB per accelerator (weights " + num(p.weightsGib, 4) + ", activations " +
           num(p.activationsGib, 3) + ", runtime " + num(p.reserveGib, 3) + ", its KV cache " +
           num(std::max(0.0, p.neededGib - p.weightsGib - p.activationsGib - p.reserveGib), 3) +
           "); the runtime may use " + num(p.budgetGib, 4) + " GiB (capacity " + num(p.hbmGib, 4) +
           " x gpu_memory_utilization " + trimmed(d.runtime.gpuMemoryUtilization) + ")";
}

// An SLO as the verdict's sentences name it.
std::string sloLabel(SloKind k) {
    switch (k) {
    case SloKind::TtftP50: return "TTFT p50";
    case SloKind::TtftP99: return "TTFT p99";
    case SloKind::TpotP50: return "TPOT p50";
    case SloKind::TpotP99: return "TPOT p99";
    case SloKind::Throughput: return "throughput";
    case SloKind::SuccessRate: return "success rate";
    case SloKind::EurPerMtok: return "cost";
    case SloKind::Watts: return "power";
    case SloKind::Metric: return "metric";
    }
    return sloName(k);
}

// How far to trust the figures, when it matters: always for an uncalibrated accelerator, and
// for a calibrated one when the deciding margin is inside its band (the verdict could flip).
// A state that does not fit or deploy has no figures to read.
void printBand(std::ostream& out, const Accelerator& a, const Prediction& p, const SloChecks& checks) {
    const BandReading r = readAgainstBand(p, checks);
    if (!p.deployable || !p.fits || (p.calibrated && !r.within)) return; // no figures to read, or nothing to add
    out << bandStatement(a, p.band, p.moeBand);
    if (r.within) {
        const SloCheck& c = checks.checks[static_cast<std::size_t>(r.check)];
        const double pctValue = c.margin * 100.0;
        out << "; the " << (c.kind == SloKind::Metric ? c.metric : sloLabel(c.kind)) << " margin ("
            << (c.margin >= 0 ? "+" : "") << fixed(pctValue, 1)
            << (p.bandBasis == BandBasis::Unverified ? " %) is thin, so only a physical run decides.\n"
                                                     : " %) is inside that band, so only a physical run decides.\n");
    } else {
        out << ".\n";
    }
}

} // namespace

std::string describeIntervention(const Intervention& iv) {
    std::string what = interventionKindNames()[static_cast<std::size_t>(iv.kind)];
    switch (iv.kind) {
    case InterventionKind::WeightPrecision:
    case InterventionKind::KvPrecision: what += std::string(" ") + precisionName(iv.precision); break;
    case InterventionKind::MaxBatch:
    case InterventionKind::MaxBatchedTokens:
    case InterventionKind::ChunkedPrefill:
    case InterventionKind::TensorParallel: what += " " + trimmed(iv.value); break;
    case InterventionKind::SpeculativeDecoding:
        what += " " + std::to_string(iv.draftTokens) + " drafts at acceptance " + trimmed(iv.acceptanceRate);
        break;
    case InterventionKind::Compression: what += " ratio " + trimmed(iv.ratio); break;
    case InterventionKind::KvOffload: break;
    }
    return iv.name + " (" + what + ")";
}

std::string priceSource(const Deployment& d, double usdToEur) {
    if (d.priceFromMachine) return "the machine's own eur_per_hour";
    return "catalog list price " + fixed(d.accelerator->priceUsdPerHour, 2) + " USD/h per " + d.accelerator->type +
           " at " + trimmed(usdToEur) + " EUR per USD";
}

namespace {

// What runs: the parallelism, head padding, the interventions and the precisions.
void printDeploymentLines(std::ostream& out, const Contract& c, const Machine& m, const Deployment& d,
                          const std::vector<Intervention>& interventions, const Prediction& p) {
    out << "Prediction: " << c.name << " on " << m.name << " (" << p.accelerators << " x " << m.accelerator->type
        << (m.runtime.servingStack.empty() ? "" : " served by " + m.runtime.servingStack) << "; parallel: TP " << p.tp
        << " x PP " << p.pp << " per replica, " << p.replicas << " replica" << (p.replicas == 1 ? "" : "s") << ")\n";
    if (c.model && d.valid && d.headPadding) out << "Head padding: " << headPaddingNote(d, *c.model) << '\n';
    out << "Interventions applied: ";
    if (interventions.empty()) out << "none";
    for (std::size_t i = 0; i < interventions.size(); ++i)
        out << (i ? ", then " : "") << describeIntervention(interventions[i]);
    out << '\n';
    out << "Precision: weights " << precisionName(d.precision.weights) << ", KV cache "
        << precisionName(d.precision.kvCache) << ", activations " << precisionName(d.precision.activations);
    if (d.weightOnly)
        out << " (weight-only path: weights stored as " << precisionName(d.precision.weights) << ", dequantised to "
            << precisionName(d.precision.activations) << " for the math)";
    out << '\n';
}

// The contract's own bounds (quality floors among them): the expected figure, or "-" where the
// model has none (a run must measure it).
void addBoundRows(Table& metrics, const SloChecks& checks, bool simulated) {
    for (int i = 0; i < checks.count; ++i) {
        const SloCheck& k = checks.checks[static_cast<std::size_t>(i)];
        if (k.kind != SloKind::Metric) continue;
        std::vector<std::string> cells{k.metric + (k.quality ? " (quality)" : ""), k.judged ? num(k.value, 4) : "-"};
        if (simulated) cells.push_back("-");
        cells.push_back(std::string(k.lowerBound ? ">= " : "<= ") + num(k.limit, 4));
        cells.push_back(k.judged ? marginText(k) + (k.pass ? "" : "  FAIL") : "not predicted");
        metrics.add(cells);
    }
}

// Why a quality floor fails: the expected figure and the effects (with their sources) behind it.
void printQualityNotes(std::ostream& out, const Contract& c, const Deployment& d, const SloChecks& checks) {
    for (int i = 0; i < checks.count; ++i) {
        const SloCheck& k = checks.checks[static_cast<std::size_t>(i)];
        if (k.kind != SloKind::Metric || !k.quality || !k.judged || k.pass) continue;
        std::string why;
        const auto base = c.quality.baselineOf(k.metric);
        (void)expectedQuality(c.quality, c.precision, d.precision, d.qualityShifts, c.model ? c.model->modelType : "",
                              k.metric, &why);
        out << "Quality: " << k.metric << " expected " << num(k.value, 4) << " (baseline " << num(base.value_or(0), 4)
            << (why.empty() ? "" : "; " + why) << ") breaks " << checkKey(k) << " " << num(k.limit, 4)
            << ": never a PASS, however fast\n";
    }
}

// The metrics against their SLOs: analytic, and simulated beside it when there is a simulation.
void printMetricTable(std::ostream& out, const Prediction& p, const SimulationResult* sim,
                      const std::optional<SimulatedVerdict>& judged, const SloChecks& checks) {
    std::vector<std::string> header{"metric", "predicted"};
    if (judged) header = {"metric", "analytic", "simulated"};
    header.push_back("SLO");
    header.push_back(judged ? "margin (simulated)" : "margin");
    Table metrics(header);
    auto slo = [&](SloKind k) -> const SloCheck* {
        for (int i = 0; i < checks.count; ++i)
            if (checks.checks[static_cast<std::size_t>(i)].kind == k)
                return &checks.checks[static_cast<std::size_t>(i)];
        return nullptr;
    };
    const bool simFigures = judged && sim->fits && sim->stats.completed > 0;
    auto row = [&](const char* name, double value, std::optional<double> simulated, SloKind kind, const char* cmp) {
        const SloCheck* s = slo(kind);
        std::vector<std::string> cells{name, num(value, 4)};
        if (judged) cells.push_back(simulated && simFigures ? num(*simulated, 4) : "-");
        cells.push_back(s ? std::string(cmp) + " " + num(s->limit, 4) : "-");
        cells.push_back(s ? marginText(*s) + (s->pass ? "" : "  FAIL") : "");
        metrics.add(cells);
    };
    const ServingStats* st = sim ? &sim->stats : nullptr;
    auto simv = [&](double ServingStats::*f) -> std::optional<double> {
        if (!st) return std::nullopt;
        return (*st).*f;
    };
    row("TTFT p50 (ms)", p.ttftMsP50, simv(&ServingStats::ttftMsP50), SloKind::TtftP50, "<=");
    row("TTFT p99 (ms)", p.ttftMsP99, simv(&ServingStats::ttftMsP99), SloKind::TtftP99, "<=");
    row("TPOT p50 (ms)", p.tpotMsP50, simv(&ServingStats::tpotMsP50), SloKind::TpotP50, "<=");
    row("TPOT p99 (ms)", p.tpotMsP99, simv(&ServingStats::tpotMsP99), SloKind::TpotP99, "<=");
    row("throughput (tok/s)", p.throughputTokS, simv(&ServingStats::throughputTokS), SloKind::Throughput, ">=");
    row("success rate", p.successRate, simv(&ServingStats::successRate), SloKind::SuccessRate, ">=");
    row("EUR per 1M output tokens", p.eurPerMtok, judged ? std::optional<double>(judged->eurPerMtok) : std::nullopt,
        SloKind::EurPerMtok, "<=");
    row("power (W)", p.watts, judged ? std::optional<double>(judged->watts) : std::nullopt, SloKind::Watts, "<=");
    addBoundRows(metrics, checks, judged.has_value());
    metrics.print(out);
}

// Memory, the operating point, iteration-time shares, cost, saturation and capacity.
void printOperatingNotes(std::ostream& out, const Contract& c, const Deployment& d, const Prediction& p,
                         double usdToEur) {
    if (p.deployable) {
        out << "\nMemory per accelerator (GiB): capacity " << num(p.hbmGib, 4) << ", weights " << num(p.weightsGib, 4)
            << ", KV cache " << num(p.kvCapacityGib, 4) << " (in use " << num(p.kvUsedGib, 4) << "), activations "
            << num(p.activationsGib, 3) << ", runtime " << num(p.reserveGib, 3) << '\n';
        if (!p.fits) out << "Out of memory: " << oomText(c, d, p) << '\n';
    }
    if (p.fits && p.deployable) {
        out << "Operating point: " << num(p.concurrency, 4) << " sequences in flight per replica, "
            << num(p.decodeBatch, 4) << " decoding per iteration; KV holds " << num(p.kvTokenCapacity, 4)
            << " tokens\n";
        out << "Iteration time: compute " << pct(p.shareCompute) << ", HBM bandwidth " << pct(p.shareMemory)
            << ", interconnect " << pct(p.shareComm) << ", host memory " << pct(p.shareHost) << ", overhead "
            << pct(p.shareOverhead) << '\n';
        out << "Cost " << fixed(p.eurPerHour, 2) << " EUR/h (" << priceSource(d, usdToEur) << "), "
            << num(p.bytesPerToken / 1e6, 4) << " MB moved per output token\n";
    }
    if (p.saturated && p.utilisation >= 1.0)
        out << "Saturated: arrivals exceed capacity, queues grow without bound (TTFT unbounded).\n";
    else if (p.saturated)
        out << "Saturated for this contract: at " << fixed(p.utilisation * 100.0, 1)
            << "% of capacity the queue keeps growing through all " << c.arrival.requests
            << " arrivals (its p99 wait outlasts them); TTFT is capped at the experiment's length.\n";
    if (!p.saturated && p.utilisation > 0.9)
        out << "Near saturation (" << fixed(p.utilisation * 100.0, 1)
            << "% of capacity): queue waits depend on the experiment's length; the model caps them at its "
            << c.arrival.requests << " arrivals' duration.\n";
    if (c.arrival.kind == ArrivalKind::Poisson && p.capacityRps > 0) {
        out << "Capacity: queues saturate at " << num(p.capacityRps, 4) << " req/s; the latency SLOs hold up to ";
        out << (p.sloCapacityRps > 0 ? num(p.sloCapacityRps, 4) + " req/s"
                                     : std::string("no rate (they fail even at light load)"))
            << " (contract: " << num(c.arrival.rateRps, 4) << " req/s)\n";
    }
    if (c.arrival.kind == ArrivalKind::Offline)
        out << "Offline arrival: every request is queued at t=0, so TTFT counts from the iteration that starts the\n"
               "request's prompt to its first token (model and simulation alike); the wait before is shown as queued.\n";
}

// The simulation's own percentiles and counts.
void printSimulation(std::ostream& out, const Contract& c, const Deployment& d, const Prediction& p,
                     const SimulationResult& sim) {
    out << "\nSimulation (" << sim.stats.requests << " requests per replica, " << sim.iterations << " iterations, "
        << sim.preemptions << " preemptions):\n";
    if (!sim.fits) {
        out << "  does not fit: " << oomText(c, d, p) << '\n';
        return;
    }
    Table s({"metric", "p50", "p99"});
    s.add({"TTFT (ms)", num(sim.stats.ttftMsP50, 4), num(sim.stats.ttftMsP99, 4)});
    s.add({"TPOT (ms)", num(sim.stats.tpotMsP50, 4), num(sim.stats.tpotMsP99, 4)});
    s.add({"end-to-end (ms)", num(sim.stats.e2eMsP50, 4), num(sim.stats.e2eMsP99, 4)});
    s.add({"queued before admission (ms)", num(sim.stats.queueMsP50, 4), num(sim.stats.queueMsP99, 4)});
    s.print(out);
    const ServingStats& x = sim.stats;
    out << "completed " << x.completed << " of " << x.requests << " requests within the experiment (success "
        << fixed(x.successRate * 100.0, 1) << "%), duration " << num(x.durationS, 4) << " s\n";
    out << "throughput " << num(x.throughputTokS, 4) << " tok/s; goodput " << num(x.goodputTokS, 4)
        << " tok/s: tokens of the " << fixed(x.sloMetRate * 100.0, 1)
        << "% of completed requests whose own TTFT and TPOT met every latency SLO\n";
}

} // namespace

void printPrediction(std::ostream& out, const Contract& c, const Machine& m, const Deployment& d,
                     const std::vector<Intervention>& interventions, const Prediction& p, const SimulationResult* sim,
                     double usdToEur) {
    printDeploymentLines(out, c, m, d, interventions, p);
    // With a simulation, the simulation decides: the verdict, the binding and the margins are
    // its own; the analytic figures stay beside it for comparison.
    std::optional<SimulatedVerdict> judged;
    if (sim) judged = judgeSimulation(c, d, p, *sim);
    const bool pass = judged ? judged->pass : p.pass;
    const Binding binding = judged ? judged->binding : p.binding;
    const SloChecks& checks = judged ? judged->slos : p.slos;
    out << "Verdict: " << (pass ? "PASS" : "FAIL") << "    binding: " << bindingName(binding);
    // An undeployable state is relieved by changing what the reason names, not by one resource.
    if (p.deployable) out << " (relieved by " << bindingResource(binding) << ")";
    out << '\n';
    if (!p.deployable) out << "Not deployable: " << d.invalidReason << '\n';
    if (judged)
        out << "(verdict from the simulation; the analytic model alone says " << (p.pass ? "PASS" : "FAIL")
            << ", binding " << bindingName(p.binding) << ")\n";
    printBand(out, *m.accelerator, p, checks);
    out << '\n';

    printMetricTable(out, p, sim, judged, checks);
    printQualityNotes(out, c, d, checks);
    printOperatingNotes(out, c, d, p, usdToEur);
    if (sim) printSimulation(out, c, d, p, *sim);
}

void printExploration(std::ostream& out, const Contract& c, const Machine& m, const Space& s, const ExploreResult& r,
                      double usdToEur) {
    out << "Exploration: " << c.name << " on " << m.name << " over " << s.dims.size() << " resources\n";
    out << "Evaluated " << r.evaluated << " states; " << r.passing << " pass; " << r.frontier.size()
        << " minimal PASS state" << (r.frontier.size() == 1 ? "" : "s") << " (the predicted frontier)\n";
    if (!m.accelerator->derating.calibrated)
        out << bandStatement(*m.accelerator)
            << "; a state whose deciding margin is thin could fall on either side of the frontier.\n";
    if (r.undeployableStates > 0) {
        // Judged FAIL, never deployed with a parallelism an engine would refuse: say which and why.
        out << r.undeployableStates << " state" << (r.undeployableStates == 1 ? "" : "s")
            << " no serving engine would deploy (judged FAIL):\n";
        long long listed = 0;
        for (const auto& u : r.undeployable) {
            out << "  " << u.states << " state" << (u.states == 1 ? "" : "s") << ": " << u.reason << " (e.g. ";
            for (std::size_t i = 0; i < s.dims.size(); ++i)
                out << (i ? ", " : "") << s.dims[i].name << "=" << trimmed(u.example[i]);
            out << ")\n";
            listed += u.states;
        }
        if (listed < r.undeployableStates) out << "  " << r.undeployableStates - listed << " more for other reasons\n";
    }
    out << '\n';
    if (r.frontier.empty()) {
        out << "No state passes: even the largest state in the space fails the contract.\n";
        return;
    }
    std::vector<std::string> header;
    header.push_back("#");
    for (const auto& d : s.dims) header.push_back(d.name);
    for (const char* h : {"TP x PP x replicas", "binding", "tok/s", "TTFT p99 ms", "TPOT p99 ms", "EUR/h", "W",
                          "adjacent FAIL (cut -> cause)"})
        header.push_back(h);
    Table t(header);
    for (std::size_t i = 0; i < r.frontier.size(); ++i) {
        const auto& f = r.frontier[i];
        std::vector<std::string> row;
        row.push_back(std::to_string(i + 1) + (static_cast<int>(i) == r.cheapest ? "*" : ""));
        for (double v : f.levels) row.push_back(trimmed(v));
        const Prediction& p = f.prediction;
        row.push_back(std::to_string(p.tp) + " x " + std::to_string(p.pp) + " x " + std::to_string(p.replicas));
        row.push_back(bindingName(p.binding));
        row.push_back(num(p.throughputTokS, 4));
        row.push_back(num(p.ttftMsP99, 4));
        row.push_back(num(p.tpotMsP99, 3));
        row.push_back(fixed(p.eurPerHour, 2));
        row.push_back(num(p.watts, 4));
        std::string adj;
        for (const auto& a : f.adjacentFails)
            adj += (adj.empty() ? "" : ", ") + s.dims[a.dim].name + "=" + trimmed(a.level) + " -> " + adjacentCause(a) +
                   (a.deploymentProblem.empty() ? "" : " (" + a.deploymentProblem + ")");
        row.push_back(adj.empty() ? "(smallest in every resource)" : adj);
        t.add(row);
    }
    t.print(out);
    const auto& best = r.frontier[static_cast<std::size_t>(r.cheapest)];
    if (best.layoutSearched)
        out << "\nLayouts: tensor_parallel is unset, so each state takes the TP x PP x replicas that serves the "
               "contract best; at the cheapest state, "
            << best.layoutWhy << '\n';
    out << "\n* cheapest frontier state: ";
    for (std::size_t i = 0; i < s.dims.size(); ++i)
        out << (i ? ", " : "") << s.dims[i].name << "=" << trimmed(best.levels[i]);
    out << " at " << fixed(best.prediction.eurPerHour, 2) << " EUR/h, " << num(best.prediction.watts, 4) << " W\n";
    out << "Prices: "
        << (m.eurPerHourPerAccelerator ? "the machine's own eur_per_hour"
                                       : "catalog list prices in USD at " + trimmed(usdToEur) + " EUR per USD")
        << "\n";
}

void printTypedExploration(std::ostream& out, const Contract& c, const TypedExploreResult& r, double usdToEur) {
    for (const auto& t : r.types) {
        out << "== accelerator " << t.typed.type << " ==\n";
        for (const auto& note : t.typed.notes) out << "  note: " << note << '\n';
        if (t.typed.empty) {
            out << "No state of the space fits this type.\n\n";
            continue;
        }
        printExploration(out, c, t.typed.machine, t.typed.space, t.result, usdToEur);
        out << '\n';
    }
    out << "Across accelerator types (each type's cheapest minimal PASS state):\n";
    Table table({"accelerator", "qualified", "minimum PASS", "binding", "EUR/h", "EUR/1M tok", "W", "MB/token"});
    for (std::size_t i = 0; i < r.types.size(); ++i) {
        const TypeExploration& t = r.types[i];
        const std::string mark = static_cast<int>(i) == r.cheapestType ? "*" : "";
        if (t.result.cheapest < 0) {
            table.add({t.typed.type, "no", unqualifiedWhy(t), "-", "-", "-", "-", "-"});
            continue;
        }
        const FrontierState& f = t.result.frontier[static_cast<std::size_t>(t.result.cheapest)];
        std::string state;
        for (std::size_t d = 0; d < f.levels.size(); ++d)
            state += (d ? ", " : "") + t.typed.space.dims[d].name + "=" + trimmed(f.levels[d]);
        const Prediction& p = f.prediction;
        table.add({t.typed.type + mark, "yes", state.empty() ? "(the machine as it is)" : state, bindingName(p.binding),
                   fixed(p.eurPerHour, 2), std::isfinite(p.eurPerMtok) ? fixed(p.eurPerMtok, 3) : "-", num(p.watts, 4),
                   num(p.bytesPerToken / 1e6, 4)});
    }
    table.print(out);
    if (r.cheapestType < 0) {
        out << "\nNo accelerator type qualifies: every type's largest state fails the contract.\n";
        return;
    }
    out << "\n* cheapest qualified system: " << r.types[static_cast<std::size_t>(r.cheapestType)].typed.type << '\n';
}

} // namespace luma::cli
