#pragma once
// Strict, friendly access to a user-written JSON object: required and optional keys with type
// and range checks, and a final check that flags unknown (usually misspelled) keys with the
// closest known name. Every error names the file and the full key path.
#include "core/util/spec_error.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace luma {

class JsonReader {
public:
    // `path` is the key path of this object inside the file ("" for the root).
    JsonReader(const nlohmann::json& object, std::string file, std::string path = {});

    const std::string& file() const { return m_file; }
    std::string keyPath(const std::string& key) const;
    [[noreturn]] void fail(const std::string& key, const std::string& problem) const;
    [[noreturn]] void missing(const std::string& key) const; // names a near-miss key if present

    bool has(const std::string& key) const;
    const nlohmann::json& raw(const std::string& key); // required, any type

    std::string string(const std::string& key);
    std::optional<std::string> optString(const std::string& key);
    double number(const std::string& key);
    std::optional<double> optNumber(const std::string& key);
    double positive(const std::string& key); // > 0
    std::optional<double> optPositive(const std::string& key);
    std::optional<double> optNonNegative(const std::string& key);
    std::optional<double> optFraction(const std::string& key); // in (0, 1]
    // Whole numbers in [min, max]; any integer above 9e15 is out of range (a double holds it exactly).
    long long integer(const std::string& key, long long min, long long max = kMaxInteger);
    std::optional<long long> optInteger(const std::string& key, long long min, long long max = kMaxInteger);
    static constexpr long long kMaxInteger = 9'000'000'000'000'000LL;
    static constexpr long long kMaxInt = 2'147'483'647LL; // for fields held in an int
    std::optional<bool> optBool(const std::string& key);
    JsonReader object(const std::string& key);
    std::optional<JsonReader> optObject(const std::string& key);
    const nlohmann::json& array(const std::string& key); // required, non-empty
    JsonReader element(const nlohmann::json& array, std::size_t index, const std::string& key) const;

    // Reads "schema" and fails unless it is `expected`.
    void expectSchema(const std::string& expected);

    // Declares keys that are allowed although this reader did not consume them.
    void allow(std::initializer_list<const char*> keys);
    // Throws on the first key that was neither read nor allowed, naming the closest known key
    // and the keys known here. `context` says whose keys they are ("for a node of kind power").
    void finish() const;
    void setContext(std::string context) { m_context = std::move(context); }

    const nlohmann::json& json() const { return m_object; }

private:
    const nlohmann::json* find(const std::string& key);
    const nlohmann::json& m_object;
    std::string m_file;
    std::string m_path;
    std::set<std::string> m_seen;
    std::string m_context;
};

// The known name closest to `word` (edit distance ≤ 3), or "" when none is close.
std::string closestName(const std::string& word, const std::vector<std::string>& names);
// `unknown <what> "word" (did you mean "…"?); known: a b c` — for a value outside a fixed set.
std::string unknownNameMessage(const std::string& what, const std::string& word, const std::vector<std::string>& known);

} // namespace luma
