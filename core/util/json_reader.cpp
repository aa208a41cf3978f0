#include "core/util/json_reader.h"

#include <algorithm>
#include <cmath>

namespace luma {

namespace {

std::string typeName(const nlohmann::json& v) {
    if (v.is_number()) return "a number";
    if (v.is_string()) return "a string";
    if (v.is_boolean()) return "a boolean";
    if (v.is_array()) return "an array";
    if (v.is_object()) return "an object";
    return "null";
}

std::size_t editDistance(const std::string& a, const std::string& b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diag = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            std::size_t up = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] != b[j - 1])});
            diag = up;
        }
    }
    return row[b.size()];
}

} // namespace

std::string closestName(const std::string& word, const std::vector<std::string>& names) {
    std::string best;
    std::size_t bestDistance = 4;
    for (const auto& n : names) {
        std::size_t d = editDistance(word, n);
        if (d < bestDistance) {
            bestDistance = d;
            best = n;
        }
    }
    if (!best.empty() || word.size() < 4) return best;
    // A shortened or lengthened name ("acceptance" for "acceptance_rate") is too far by edits.
    for (const auto& n : names)
        if (n.find(word) != std::string::npos || (n.size() >= 4 && word.find(n) != std::string::npos)) return n;
    return best;
}

std::string unknownNameMessage(const std::string& what, const std::string& word,
                               const std::vector<std::string>& known) {
    std::string list, hint = closestName(word, known);
    for (const auto& k : known) list += (list.empty() ? "" : " ") + k;
    return "unknown " + what + " \"" + word + "\"" + (hint.empty() ? "" : " (did you mean \"" + hint + "\"?)") +
           "; known: " + list;
}

void JsonReader::expectSchema(const std::string& expected) {
    std::string found = string("schema");
    if (found != expected) fail("schema", "expected \"" + expected + "\", found \"" + found + "\"");
}

JsonReader::JsonReader(const nlohmann::json& object, std::string file, std::string path)
    : m_object(object), m_file(std::move(file)), m_path(std::move(path)) {
    if (!m_object.is_object())
        throw SpecError(m_file, m_path.empty() ? "(top level)" : m_path,
                        "expected an object, found " + typeName(m_object));
}

std::string JsonReader::keyPath(const std::string& key) const { return m_path.empty() ? key : m_path + "." + key; }

void JsonReader::fail(const std::string& key, const std::string& problem) const {
    throw SpecError(m_file, key.empty() ? m_path : keyPath(key), problem);
}

void JsonReader::missing(const std::string& key) const {
    std::vector<std::string> present;
    for (auto it = m_object.begin(); it != m_object.end(); ++it)
        if (!m_seen.count(it.key())) present.push_back(it.key());
    std::string near = closestName(key, present);
    fail(key, near.empty() ? "missing required key" : "missing required key (found \"" + near + "\": a misspelling?)");
}

bool JsonReader::has(const std::string& key) const { return m_object.contains(key) && !m_object.at(key).is_null(); }

const nlohmann::json* JsonReader::find(const std::string& key) {
    m_seen.insert(key);
    auto it = m_object.find(key);
    if (it == m_object.end() || it->is_null()) return nullptr;
    return &*it;
}

const nlohmann::json& JsonReader::raw(const std::string& key) {
    const auto* v = find(key);
    if (!v) missing(key);
    return *v;
}

std::optional<std::string> JsonReader::optString(const std::string& key) {
    const auto* v = find(key);
    if (!v) return std::nullopt;
    if (!v->is_string()) fail(key, "expected a string, found " + typeName(*v));
    return v->get<std::string>();
}

std::string JsonReader::string(const std::string& key) {
    auto s = optString(key);
    if (!s) missing(key);
    if (s->empty()) fail(key, "must not be empty");
    return *s;
}

std::optional<double> JsonReader::optNumber(const std::string& key) {
    const auto* v = find(key);
    if (!v) return std::nullopt;
    if (!v->is_number()) fail(key, "expected a number, found " + typeName(*v));
    double d = v->get<double>();
    if (!std::isfinite(d)) fail(key, "must be a finite number");
    return d;
}

double JsonReader::number(const std::string& key) {
    auto d = optNumber(key);
    if (!d) missing(key);
    return *d;
}

std::optional<double> JsonReader::optPositive(const std::string& key) {
    auto d = optNumber(key);
    if (d && *d <= 0) fail(key, "must be greater than 0, found " + nlohmann::json(*d).dump());
    return d;
}

double JsonReader::positive(const std::string& key) {
    auto d = optPositive(key);
    if (!d) missing(key);
    return *d;
}

std::optional<double> JsonReader::optNonNegative(const std::string& key) {
    auto d = optNumber(key);
    if (d && *d < 0) fail(key, "must not be negative, found " + nlohmann::json(*d).dump());
    return d;
}

std::optional<double> JsonReader::optFraction(const std::string& key) {
    auto d = optNumber(key);
    if (d && (*d <= 0 || *d > 1)) fail(key, "must be a fraction in (0, 1], found " + nlohmann::json(*d).dump());
    return d;
}

std::optional<long long> JsonReader::optInteger(const std::string& key, long long min, long long max) {
    const auto* v = find(key);
    if (!v) return std::nullopt;
    if (!v->is_number()) fail(key, "expected an integer, found " + typeName(*v));
    double d = v->get<double>();
    if (d != std::floor(d)) fail(key, "expected an integer, found " + v->dump());
    if (d < static_cast<double>(min)) fail(key, "must be at least " + std::to_string(min) + ", found " + v->dump());
    if (d > static_cast<double>(max) || d > 9.0e15)
        fail(key, "out of range: must be at most " + std::to_string(std::min<long long>(max, 9'000'000'000'000'000LL)) +
                      ", found " + v->dump());
    return static_cast<long long>(d);
}

long long JsonReader::integer(const std::string& key, long long min, long long max) {
    auto i = optInteger(key, min, max);
    if (!i) missing(key);
    return *i;
}

std::optional<bool> JsonReader::optBool(const std::string& key) {
    const auto* v = find(key);
    if (!v) return std::nullopt;
    if (!v->is_boolean()) fail(key, "expected true or false, found " + typeName(*v));
    return v->get<bool>();
}

std::optional<JsonReader> JsonReader::optObject(const std::string& key) {
    const auto* v = find(key);
    if (!v) return std::nullopt;
    if (!v->is_object()) fail(key, "expected an object, found " + typeName(*v));
    return JsonReader(*v, m_file, keyPath(key));
}

JsonReader JsonReader::object(const std::string& key) {
    auto r = optObject(key);
    if (!r) missing(key);
    return *r;
}

const nlohmann::json& JsonReader::array(const std::string& key) {
    const auto* v = find(key);
    if (!v) missing(key);
    if (!v->is_array()) fail(key, "expected an array, found " + typeName(*v));
    if (v->empty()) fail(key, "must not be empty");
    return *v;
}

JsonReader JsonReader::element(const nlohmann::json& array, std::size_t index, const std::string& key) const {
    return JsonReader(array.at(index), m_file, keyPath(key) + "[" + std::to_string(index) + "]");
}

void JsonReader::allow(std::initializer_list<const char*> keys) {
    for (const char* k : keys) m_seen.insert(k);
}

void JsonReader::finish() const {
    std::vector<std::string> known(m_seen.begin(), m_seen.end());
    std::string list;
    for (const auto& k : known) list += (list.empty() ? "" : " ") + k;
    for (auto it = m_object.begin(); it != m_object.end(); ++it) {
        if (m_seen.count(it.key())) continue;
        std::string hint = closestName(it.key(), known);
        fail(it.key(), (hint.empty() ? std::string("unknown key") : "unknown key (did you mean \"" + hint + "\"?)") +
                           (m_context.empty() ? "" : " " + m_context) + "; known here: " + list);
    }
}

} // namespace luma
