#include "core/report/report_data.h"

#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/model/validity_gates.h"
#include "core/qualify/made_levels.h"
#include "core/qualify/stored_types.h"
#include "core/report/frontier_chart.h"
#include "core/report/trace.h"
#include "core/util/sha256.h"
#include "core/util/spec_error.h"

#include <algorithm>
#include <cmath>
#include <ctime>
#include <filesystem>
#include <set>
#include <sstream>

namespace luma::report {

std::string utcText(double epochSeconds) {
    const std::time_t t = static_cast<std::time_t>(std::floor(epochSeconds));
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M:%S UTC", &tm);
    return buf;
}

std::string number(double v, int digits) {
    if (!std::isfinite(v)) return v > 0 ? "inf" : (v < 0 ? "-inf" : "n/a");
    std::ostringstream o;
    o.precision(digits);
    o << v;
    return o.str();
}

std::string levelsText(const Levels& levels, const QualifyReport& q) {
    return madeLevelsText(levels, madeLevels(q.indistinct), [](double v) { return number(v); });
}

std::string levelText(const QualifyReport& q, const std::string& resource, double level) {
    return madeLevelText(madeLevels(q.indistinct), resource, level, [](double v) { return number(v); });
}

namespace {

std::string stateText(const nlohmann::json& state) {
    if (!state.is_object()) return state.dump();
    std::string out;
    for (auto it = state.begin(); it != state.end(); ++it)
        out += (out.empty() ? "" : ", ") + it.key() + "=" + (it->is_number() ? number(it->get<double>()) : it->dump());
    return out;
}

std::string sloText(const Contract& c) {
    std::string out;
    auto add = [&](const char* what, const std::optional<double>& v, const char* unit) {
        if (v) out += (out.empty() ? "" : "; ") + std::string(what) + " " + number(*v) + unit;
    };
    add("TTFT p50 <=", c.slo.ttftMsP50, " ms");
    add("TTFT p99 <=", c.slo.ttftMsP99, " ms");
    add("TPOT p50 <=", c.slo.tpotMsP50, " ms");
    add("TPOT p99 <=", c.slo.tpotMsP99, " ms");
    add("throughput >=", c.slo.throughputTokSMin, " tok/s");
    add("success rate >=", c.slo.successRateMin, "");
    add("cost <=", c.economics.eurPerMtokMax, " EUR per 1M tokens");
    add("power <=", c.economics.wattsMax, " W");
    return out.empty() ? "none stated" : out;
}

Rows contractRows(const Contract& c) {
    Rows r;
    if (c.model)
        r.push_back({"Model", c.model->architecture + " (" + number(c.model->paramsTotal / 1e9, 4) + " B parameters, " +
                                  number(c.model->paramsActive / 1e9, 4) + " B active)"});
    else
        r.push_back({"Model", "none (a command workload measures the service)"});
    r.push_back({"Precision", std::string("weights ") + precisionName(c.precision.weights) + ", KV cache " +
                                  precisionName(c.precision.kvCache) + ", activations " +
                                  precisionName(c.precision.activations)});
    r.push_back({"Tokens per request",
                 std::to_string(c.inputTokens) + " input, " + std::to_string(c.outputTokens) + " output"});
    std::string arrival =
        std::string(arrivalKindName(c.arrival.kind)) + ", " + std::to_string(c.arrival.requests) + " requests";
    if (c.arrival.kind == ArrivalKind::Poisson) arrival += " at " + number(c.arrival.rateRps) + " req/s";
    if (c.arrival.kind == ArrivalKind::Closed) arrival += ", " + std::to_string(c.arrival.concurrency) + " clients";
    r.push_back({"Arrival", arrival});
    r.push_back({"Service levels", sloText(c)});
    return r;
}

Rows machineRows(const Machine& m) {
    Rows r;
    if (m.accelerator) {
        r.push_back({"Accelerators", std::to_string(m.acceleratorCount) + " x " + m.accelerator->type + " (" +
                                         m.accelerator->name + ")"});
        r.push_back({"HBM per accelerator", number(m.acceleratorHbmGib.value_or(m.accelerator->hbmGib)) + " GiB at " +
                                                number(m.accelerator->hbmTbps) + " TB/s"});
        r.push_back({"Price per accelerator", m.eurPerHourPerAccelerator
                                                  ? number(*m.eurPerHourPerAccelerator) + " EUR/h (the machine's own)"
                                                  : number(m.accelerator->priceUsdPerHour) + " USD/h (catalog list)"});
        r.push_back({"Power per accelerator", number(m.acceleratorPowerW.value_or(m.accelerator->tdpW)) + " W"});
    }
    if (m.interconnectGbps) r.push_back({"Interconnect", number(*m.interconnectGbps) + " GB/s per direction"});
    if (m.hostMemoryGib) r.push_back({"Host memory", number(*m.hostMemoryGib) + " GiB"});
    return r;
}

Rows spaceRows(const Space& s) {
    Rows r;
    for (const auto& d : s.dims) {
        std::string levels;
        for (double v : d.levels) levels += (levels.empty() ? "" : ", ") + number(v);
        r.push_back({d.name, levels});
    }
    return r;
}

// The metrics a run reported, those the contract's SLOs name first.
std::string metricsText(const nlohmann::json& result) {
    if (!result.is_object()) return "";
    if (result.value("type", "") == "error") return result.value("message", "");
    const auto m = result.find("metrics");
    if (m == result.end() || !m->is_object()) return "";
    static const std::pair<const char*, const char*> named[] = {
        {"throughput_tok_s", " tok/s"},  {"ttft_ms_p50", " ms TTFT p50"},
        {"ttft_ms_p99", " ms TTFT p99"}, {"tpot_ms_p50", " ms TPOT p50"},
        {"tpot_ms_p99", " ms TPOT p99"}, {"success_rate", " success"},
        {"eur_per_mtok", " EUR per 1M"}, {"watts", " W"}};
    std::string out;
    for (const auto& [key, unit] : named) {
        const auto it = m->find(key);
        if (it != m->end() && it->is_number()) out += (out.empty() ? "" : "; ") + number(it->get<double>(), 6) + unit;
    }
    return out;
}

// A run's state as the space's levels in its order ("2, 0.25, 48"); by name when it does not
// match the space (a run stored by another LUMA).
std::string stateValues(const nlohmann::json& state, const Space& space) {
    if (!state.is_object() || state.size() != space.dims.size()) return stateText(state);
    std::string out;
    for (const auto& d : space.dims) {
        const auto it = state.find(d.name);
        if (it == state.end() || !it->is_number()) return stateText(state);
        out += (out.empty() ? "" : ", ") + number(it->get<double>());
    }
    return out;
}

std::string clipped(const std::string& s, std::size_t most) { return s.size() > most ? s.substr(0, most) + "…" : s; }

EvidenceRow rowOf(const RunRecord& rec, const Space& space) {
    const StoredRun& r = rec.run;
    EvidenceRow e;
    e.id = r.id;
    e.intervention = r.intervention;
    e.state = stateValues(r.state, space);
    e.status = r.status;
    e.verdict = rec.verdict.value_or("");
    e.cause = rec.cause.value_or("");
    if (e.verdict == "PASS") e.cause.clear();
    if (e.status == "invalid") e.cause = invalidReason(e.cause); // the status says it is invalid
    e.metrics = clipped(metricsText(r.result), 160);
    e.attempt = r.attempt;
    e.tryNumber = r.tryNumber;
    e.host = r.host;
    e.agentBuild = r.agentBuild.substr(0, 12);
    e.stateHash = contentHash(r.state).substr(0, 12);
    e.resultHash = r.result.is_null() ? "" : contentHash(r.result).substr(0, 12);
    e.started = utcText(rec.started).substr(0, 19); // the table's header says UTC
    if (rec.finished) e.finished = utcText(*rec.finished).substr(0, 19);
    return e;
}

void addEconomics(ReportData& d, const Campaign& c, const std::vector<RunRecord>& runs) {
    if (d.qualify.minimumPass) d.economics.push_back(priceOption(c, "base", {}, *d.qualify.minimumPass, runs));
    for (const auto& iv : d.qualify.interventions) {
        if (!iv.minimumPass) continue;
        std::vector<Intervention> applied;
        for (const auto& x : c.interventions)
            if (x.name == iv.name) applied.push_back(x);
        d.economics.push_back(priceOption(c, iv.name, applied, *iv.minimumPass, runs));
    }
}

void addRunFacts(ReportData& d, const Space& space, const std::vector<RunRecord>& runs) {
    std::set<std::string> hosts, builds;
    double first = 0, last = 0;
    for (const auto& rec : runs) {
        d.evidence.push_back(rowOf(rec, space));
        hosts.insert(rec.run.host);
        builds.insert(rec.run.agentBuild);
        if (rec.run.status == "finished") ++d.finishedRuns;
        if (rec.verdict == "PASS" || rec.verdict == "FAIL")
            ++d.verdictRuns;
        else
            ++d.otherRuns;
        if (rec.run.status == "invalid") ++d.invalidRuns;
        const double end = rec.finished.value_or(rec.started);
        if (first == 0 || rec.started < first) first = rec.started;
        last = std::max(last, end);
    }
    d.hosts.assign(hosts.begin(), hosts.end());
    d.agentBuilds.assign(builds.begin(), builds.end());
    if (!runs.empty()) {
        d.firstRun = utcText(first);
        d.lastRun = utcText(last);
    }
}

Rows searchRows(const Campaign& c, const QualifyReport& q, bool hasReport) {
    Rows r;
    r.push_back({"Search", std::string(c.search.useModel ? "model-guided" : "model-free") + ", noise band " +
                               number(c.search.noiseBand * 100) + " %, at most " + std::to_string(c.search.maxRepeats) +
                               " repeats of a state"});
    r.push_back({"Workload", c.workloadSpec.kindName()});
    r.push_back({"Validity gates", gatesText(c.gates) + ": a run below them is invalid, never a PASS or FAIL"});
    if (hasReport)
        r.push_back({"Physical runs", std::to_string(q.physicalRuns) + " (certificate lower bound " +
                                          std::to_string(q.certificateLowerBound) + ", x" +
                                          number(q.runsOverLowerBound, 3) + " for the base search)"});
    return r;
}

// The project's record of an import (core/evidence/bundle.h); a damaged one reads as unknown.
BundleSource bundleSourceOf(const nlohmann::json& j) {
    BundleSource b;
    const auto text = [&](const char* key) {
        const auto it = j.is_object() ? j.find(key) : j.end();
        return it != j.end() && it->is_string() ? std::optional(it->get<std::string>()) : std::nullopt;
    };
    b.bundleHash = text("bundle_sha256").value_or("unknown");
    b.signer = text("signed_by");
    if (j.is_object() && j.contains("runs_added") && j["runs_added"].is_number_integer())
        b.runsAdded = j["runs_added"].get<long long>();
    return b;
}

} // namespace

ReportData buildReport(const EvidenceStore& store, const std::string& name,
                       const std::map<std::string, HostPrice>& prices) {
    const std::optional<std::string> typed = typedCampaignOf(store.campaignNames(), name);
    if (typed && *typed == name) { // a campaign over types: its cheapest qualified type's report
        TypeSummary types = typeSummary(store, name, prices);
        const std::string shown = types.cheapest.empty() ? types.types.front().type : types.cheapest;
        ReportData d = buildReport(store, name + "@" + shown, prices);
        d.types = std::move(types);
        return d;
    }
    const auto record = store.findCampaign(name);
    if (!record) {
        std::string known;
        for (const auto& n : store.campaignNames()) known += (known.empty() ? "" : ", ") + n;
        throw SpecError(store.path(), "campaign",
                        "no campaign \"" + name + "\" (campaigns: " + (known.empty() ? "none" : known) + ")");
    }
    const std::string origin = store.path() + " (campaign " + name + ")";
    const Campaign c = parseCampaign(record->spec, origin);
    ReportData d;
    d.project = std::filesystem::path(store.path()).filename().string();
    d.campaign = name;
    d.campaignHash = record->specHash;
    d.description = record->spec.value("description", "");
    d.contractName = c.contract.name;
    d.contractHash = c.contract.hash;
    d.contract = contractRows(c.contract);
    if (c.machine) {
        d.machineName = c.machine->name;
        d.machineHash = c.machine->hash;
        d.machine = machineRows(*c.machine);
    }
    d.space = spaceRows(c.space);
    d.workload = c.workloadSpec.kindName();
    if (const auto stored = store.latestDecision(record->id, "report")) {
        d.qualify = reportFromJson(*stored, store.path());
        d.hasReport = true;
    }
    d.search = searchRows(c, d.qualify, d.hasReport);
    if (const auto imported = store.latestDecision(record->id, "import")) d.importedFrom = bundleSourceOf(*imported);
    const std::vector<RunRecord> runs = store.runRecords(record->id);
    addRunFacts(d, c.space, runs);
    d.cost = qualificationCost(runs, prices, c.machine ? c.machine->acceleratorCount : 1);
    for (const auto& dim : c.space.dims) d.stateColumns += (d.stateColumns.empty() ? "" : ", ") + dim.name;
    if (d.hasReport) {
        addEconomics(d, c, runs);
        std::vector<StoredRun> stored;
        stored.reserve(runs.size());
        for (const auto& r : runs) stored.push_back(r.run);
        d.charts = frontierCharts(c.space, d.qualify, stored);
        for (auto& chart : d.charts) chart.title = name + ": " + chart.title; // two reports side by side stay apart
        d.trace = traceFigures(d.qualify, runs);
        for (const auto& f : d.qualify.frontier) {
            std::vector<long long> ids;
            for (const auto* r : proofRuns(runs, "", f.state, "PASS")) ids.push_back(r->run.id);
            d.frontierRuns.push_back(std::move(ids));
        }
    }
    if (typed) d.types = typeSummary(store, *typed, prices);
    return d;
}

} // namespace luma::report
