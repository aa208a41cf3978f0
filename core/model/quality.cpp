#include "core/model/quality.h"

#include "core/catalog/catalog.h"
#include "core/util/json_reader.h"
#include "core/util/number_text.h"

#include <algorithm>
#include <cmath>

namespace luma {

namespace {

bool endsWith(const std::string& s, const std::string& tail) {
    return s.size() > tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

// `<metric>_min` / `<metric>_max` read as a bound; nullopt for any other key.
std::optional<MetricBound> boundOf(const std::string& key) {
    for (const bool lower : {true, false}) {
        const std::string tail = lower ? "_min" : "_max";
        if (endsWith(key, tail)) return MetricBound{key.substr(0, key.size() - tail.size()), lower, 0, false};
    }
    return std::nullopt;
}

// The catalog's figures, read once: {kind, value, family, metric, relative, source}.
struct CatalogShift {
    std::string kind, family, metric, source;
    Precision to = Precision::BF16;
    double relative = 0;
};

const std::vector<CatalogShift>& catalogShifts() {
    static const std::vector<CatalogShift> shifts = [] {
        std::vector<CatalogShift> out;
        const nlohmann::json& doc = Catalog::builtin().document();
        const auto it = doc.find("quality_effects");
        if (it == doc.end()) return out;
        const std::string file = "catalog/accelerators.json";
        for (std::size_t i = 0; i < it->size(); ++i) {
            JsonReader r((*it)[i], file, "quality_effects[" + std::to_string(i) + "]");
            CatalogShift s;
            s.kind = r.string("kind");
            const std::string value = r.string("value");
            const auto p = parsePrecision(value);
            if (!p) r.fail("value", "unknown precision \"" + value + "\"; known: " + knownPrecisions());
            s.to = *p;
            s.family = r.string("family");
            s.metric = r.string("metric");
            s.relative = r.number("relative");
            s.source = r.string("source");
            r.finish();
            out.push_back(std::move(s));
        }
        return out;
    }();
    return shifts;
}

// The shift from the reference precision (bf16) to `to`; 0 for bf16 and fp16 themselves.
std::optional<CatalogShift> fromReference(const std::string& kind, Precision to, const std::string& family,
                                          const std::string& metric) {
    if (to == Precision::BF16 || to == Precision::FP16) return CatalogShift{kind, family, metric, "reference", to, 0};
    const CatalogShift* generic = nullptr;
    for (const auto& s : catalogShifts()) {
        if (s.kind != kind || s.to != to || s.metric != metric) continue;
        if (s.family == family) return s;
        if (s.family == "*") generic = &s;
    }
    if (generic) return *generic;
    return std::nullopt;
}

} // namespace

std::optional<double> QualitySpec::baselineOf(const std::string& metric) const {
    for (const auto& [name, value] : baseline)
        if (name == metric) return value;
    return std::nullopt;
}

QualitySpec parseQualitySection(JsonReader& q) {
    QualitySpec out;
    for (auto it = q.json().begin(); it != q.json().end(); ++it) {
        const std::string& key = it.key();
        if (key == "baseline") {
            JsonReader b = q.object("baseline");
            for (auto m = b.json().begin(); m != b.json().end(); ++m)
                out.baseline.emplace_back(m.key(), b.number(m.key()));
            b.finish();
        } else if (key == "source") {
            out.source = q.string("source");
        } else if (auto bound = boundOf(key)) {
            bound->limit = q.number(key);
            bound->quality = true;
            out.bounds.push_back(*bound);
        } else {
            q.fail(key, "unknown key: a quality section holds <metric>_min / <metric>_max bounds (e.g. "
                        "\"mmlu_accuracy_min\": 0.68), \"baseline\" and \"source\"");
        }
    }
    for (const auto& b : out.bounds)
        if (!out.baseline.empty() && !out.baselineOf(b.metric))
            q.fail("baseline", "has no figure for \"" + b.metric + "\", which " + b.key() +
                                   " bounds: give the model's own " + b.metric + " (or no baseline at all)");
    return out;
}

std::vector<MetricBound> readGenericBounds(JsonReader& s, const std::vector<std::string>& known) {
    std::vector<MetricBound> out;
    for (auto it = s.json().begin(); it != s.json().end(); ++it) {
        const std::string& key = it.key();
        if (std::find(known.begin(), known.end(), key) != known.end()) continue;
        auto bound = boundOf(key);
        if (!bound || !closestName(key, known).empty()) continue; // a typo: finish() names it
        bound->limit = s.number(key);
        out.push_back(*bound);
    }
    return out;
}

std::vector<QualityShift> parseQualityEffect(const nlohmann::json& effect, const std::string& kind,
                                             const std::string& file, const std::string& path) {
    if (!effect.is_object())
        throw SpecError(file, path, "expected {\"<metric>\": relative change, \"source\": \"...\"}");
    JsonReader r(effect, file, path);
    const std::string source = r.string("source");
    std::vector<QualityShift> out;
    for (auto it = effect.begin(); it != effect.end(); ++it) {
        if (it.key() == "source") continue;
        const double v = r.number(it.key());
        if (!(v > -1))
            r.fail(it.key(), "a relative change must be above -1 (-0.01: 1 % lower), found " + numberText(v));
        out.push_back({it.key(), v, source, kind});
    }
    if (out.empty()) r.fail("source", "names no metric: give {\"<metric>\": relative change}");
    return out;
}

std::optional<QualityShift> catalogQualityShift(const std::string& kind, Precision from, Precision to,
                                                const std::string& family, const std::string& metric) {
    if (from == to) return QualityShift{metric, 0, "no change", kind};
    const auto a = fromReference(kind, from, family, metric), b = fromReference(kind, to, family, metric);
    if (!a || !b) return std::nullopt;
    return QualityShift{metric, (1 + b->relative) / (1 + a->relative) - 1, b->source, kind};
}

std::optional<double> expectedQuality(const QualitySpec& quality, const PrecisionSet& contractPrecision,
                                      const PrecisionSet& precision, const std::vector<QualityShift>& shifts,
                                      const std::string& family, const std::string& metric, std::string* why) {
    const auto base = quality.baselineOf(metric);
    if (!base) return std::nullopt;
    double value = *base;
    auto apply = [&](const QualityShift& s, const std::string& what) {
        value *= 1 + s.relative;
        if (why && s.relative != 0)
            *why += (why->empty() ? "" : "; ") + what + " " + (s.relative > 0 ? "+" : "") +
                    numberText(100 * s.relative) + " % (" + s.source + ")";
    };
    const std::pair<const char*, std::pair<Precision, Precision>> changes[] = {
        {"weight_precision", {contractPrecision.weights, precision.weights}},
        {"kv_precision", {contractPrecision.kvCache, precision.kvCache}}};
    for (const auto& change : changes) {
        const char* kind = change.first;
        const auto& fromTo = change.second;
        if (fromTo.first == fromTo.second) continue;
        const bool declared = std::any_of(shifts.begin(), shifts.end(),
                                          [&](const QualityShift& s) { return s.kind == kind && s.metric == metric; });
        if (declared) continue; // the intervention's own figure replaces the catalog's
        const auto s = catalogQualityShift(kind, fromTo.first, fromTo.second, family, metric);
        if (!s) return std::nullopt; // a change whose effect no public figure gives: a run must measure it
        apply(*s, std::string(kind) + " " + precisionName(fromTo.second));
    }
    for (const auto& s : shifts)
        if (s.metric == metric) apply(s, s.kind.empty() ? std::string("quality_effect") : s.kind);
    return value;
}

} // namespace luma
