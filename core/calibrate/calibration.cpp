#include "core/calibrate/calibration.h"

#include "core/calibrate/derating_parameters.h"
#include "core/calibrate/observations.h"
#include "core/util/json_file.h"
#include "core/util/json_reader.h"
#include "core/util/number_text.h"
#include "core/util/sha256.h"

#include <algorithm>

namespace luma {

namespace {

constexpr double kMaxBand = 10.0; // a 1000 % error: beyond it a calibration says nothing

std::vector<std::string> strings(JsonReader& r, const std::string& key, bool required) {
    std::vector<std::string> out;
    if (!required && !r.has(key)) return out;
    const nlohmann::json& a = required ? r.array(key) : r.raw(key);
    if (!a.is_array()) r.fail(key, "expected an array of names");
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (!a[i].is_string() || a[i].get<std::string>().empty())
            r.fail(key, "element " + std::to_string(i) + " is not a non-empty string");
        out.push_back(a[i].get<std::string>());
    }
    return out;
}

std::vector<long long> runIds(JsonReader& r) {
    const nlohmann::json& a = r.array("runs");
    std::vector<long long> out;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (!a[i].is_number_integer() || a[i].get<long long>() < 1)
            r.fail("runs", "element " + std::to_string(i) + " is not a run id (a whole number >= 1): " + a[i].dump());
        out.push_back(a[i].get<long long>());
    }
    if (!std::is_sorted(out.begin(), out.end()) || std::adjacent_find(out.begin(), out.end()) != out.end())
        r.fail("runs", "run ids must be increasing, each once");
    return out;
}

Derating readDerating(JsonReader& top) {
    JsonReader r = top.object("derating");
    Derating d;
    for (const auto& p : fittedParameters()) {
        if (!r.has(p.key)) r.missing(p.key);
        const double v = r.number(p.key);
        const bool share = p.kind != ParameterKind::Overhead;
        if (share ? !(v > 0 && v <= kMaxShare) : !(v >= 0 && v <= kMaxOverheadUs))
            r.fail(p.key,
                   share ? "must be a share in (0, " + numberText(kMaxShare) + "], found " + numberText(v)
                         : "must be microseconds in [0, " + numberText(kMaxOverheadUs) + "], found " + numberText(v));
        d.*p.field = v;
    }
    r.finish();
    return d;
}

ErrorSummary readSummary(JsonReader& parent, const std::string& key) {
    JsonReader r = parent.object(key);
    const auto share = [&](const char* k) {
        if (!r.has(k)) r.missing(k);
        return *r.optNonNegative(k);
    };
    ErrorSummary s;
    s.median = share("median");
    s.mean = share("mean");
    r.finish();
    return s;
}

std::map<std::string, MetricErrors> readErrors(JsonReader& top) {
    JsonReader r = top.object("errors");
    std::vector<std::string> known;
    for (const CalibrationMetric m : calibrationMetrics()) known.emplace_back(metricKey(m));
    std::map<std::string, MetricErrors> out;
    for (auto it = r.json().begin(); it != r.json().end(); ++it) {
        if (std::find(known.begin(), known.end(), it.key()) == known.end())
            r.fail(it.key(), unknownNameMessage("metric", it.key(), known));
        JsonReader m = r.object(it.key());
        MetricErrors e;
        e.runs = m.integer("runs", 0);
        e.before = readSummary(m, "before");
        e.after = readSummary(m, "after");
        m.finish();
        out[it.key()] = e;
    }
    return out;
}

AcceleratorCalibration readAccelerator(JsonReader& r) {
    AcceleratorCalibration a;
    a.type = r.string("type");
    if (a.type.empty()) r.fail("type", "must name an accelerator type");
    a.servingStack = r.optString("serving_stack").value_or("");
    a.derating = readDerating(r);
    a.band = r.positive("band");
    if (a.band > kMaxBand) r.fail("band", "must be at most " + numberText(kMaxBand) + ", found " + numberText(a.band));
    a.folds = static_cast<int>(r.integer("folds", 2, 100));
    a.runs = runIds(r);
    if (static_cast<long long>(a.runs.size()) < a.folds)
        r.fail("folds",
               "more folds (" + std::to_string(a.folds) + ") than runs (" + std::to_string(a.runs.size()) + ")");
    a.campaigns = strings(r, "campaigns", true);
    a.hosts = strings(r, "hosts", true);
    a.errors = readErrors(r);
    r.finish();
    return a;
}

nlohmann::json summaryJson(const ErrorSummary& s) { return {{"median", s.median}, {"mean", s.mean}}; }

} // namespace

const AcceleratorCalibration* Calibration::find(const std::string& type) const {
    const auto it = std::find_if(accelerators.begin(), accelerators.end(),
                                 [&](const AcceleratorCalibration& a) { return a.type == type; });
    return it == accelerators.end() ? nullptr : &*it;
}

std::vector<std::string> Calibration::types() const {
    std::vector<std::string> out;
    for (const auto& a : accelerators) out.push_back(a.type);
    return out;
}

Calibration parseCalibration(const nlohmann::json& doc, const std::filesystem::path& file) {
    JsonReader top(doc, file.string());
    top.expectSchema("luma.calibration/1");
    Calibration c;
    c.project = top.string("project");
    JsonReader filter = top.object("filter");
    c.campaigns = strings(filter, "campaigns", false);
    c.host = filter.optString("host").value_or("");
    filter.finish();
    c.comparedWith = top.string("compared_with");
    if (c.comparedWith != "analytic" && c.comparedWith != "simulation")
        top.fail("compared_with", unknownNameMessage("face", c.comparedWith, {"analytic", "simulation"}));
    const nlohmann::json& list = top.array("accelerators");
    for (std::size_t i = 0; i < list.size(); ++i) {
        JsonReader r = top.element(list, i, "accelerators");
        AcceleratorCalibration a = readAccelerator(r);
        if (c.find(a.type)) r.fail("type", "accelerator \"" + a.type + "\" is calibrated twice");
        c.accelerators.push_back(std::move(a));
    }
    top.finish();
    c.spec = doc;
    c.hash = contentHash(doc);
    c.file = file.string();
    return c;
}

Calibration loadCalibration(const std::filesystem::path& file) { return parseCalibration(readJsonFile(file), file); }

nlohmann::json calibrationToJson(const Calibration& c) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& a : c.accelerators) {
        nlohmann::json derating = nlohmann::json::object();
        for (const auto& p : fittedParameters()) derating[p.key] = a.derating.*p.field;
        nlohmann::json errors = nlohmann::json::object();
        for (const auto& [key, e] : a.errors)
            errors[key] = {{"runs", e.runs}, {"before", summaryJson(e.before)}, {"after", summaryJson(e.after)}};
        list.push_back({{"type", a.type},
                        {"derating", derating},
                        {"band", a.band},
                        {"folds", a.folds},
                        {"runs", a.runs},
                        {"campaigns", a.campaigns},
                        {"hosts", a.hosts},
                        {"errors", errors}});
        if (!a.servingStack.empty()) list.back()["serving_stack"] = a.servingStack;
    }
    nlohmann::json filter = {{"campaigns", c.campaigns}};
    if (!c.host.empty()) filter["host"] = c.host;
    return {{"schema", "luma.calibration/1"},
            {"project", c.project},
            {"filter", filter},
            {"compared_with", c.comparedWith},
            {"accelerators", list}};
}

Calibration sealCalibration(Calibration c) {
    c.spec = calibrationToJson(c);
    c.hash = contentHash(c.spec);
    return c;
}

} // namespace luma
