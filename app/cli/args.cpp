#include "app/cli/args.h"

#include "core/util/json_reader.h"

#include <cmath>

namespace luma::cli {

Args::Args(const std::vector<std::string>& argv, const std::set<std::string>& valueFlags,
           const std::set<std::string>& switches) {
    for (std::size_t i = 0; i < argv.size(); ++i) {
        const std::string& a = argv[i];
        if (a.rfind("--", 0) != 0 || a == "--") {
            m_positionals.push_back(a);
            continue;
        }
        std::string flag = a, value;
        bool inlineValue = false;
        if (auto eq = a.find('='); eq != std::string::npos) {
            flag = a.substr(0, eq);
            value = a.substr(eq + 1);
            inlineValue = true;
        }
        if (valueFlags.count(flag)) {
            if (!inlineValue) {
                if (i + 1 >= argv.size()) throw UsageError(flag + " needs a value");
                value = argv[++i];
            }
            if (m_values.count(flag)) throw UsageError(flag + " given twice");
            m_values[flag] = value;
        } else if (switches.count(flag) && !inlineValue) {
            m_switches.insert(flag);
        } else {
            std::vector<std::string> known(valueFlags.begin(), valueFlags.end());
            known.insert(known.end(), switches.begin(), switches.end());
            std::string hint = closestName(flag, known);
            throw UsageError("unknown option " + flag + (hint.empty() ? "" : " (did you mean " + hint + "?)"));
        }
    }
}

std::string Args::required(const std::string& flag) const {
    auto it = m_values.find(flag);
    if (it == m_values.end()) throw UsageError("missing required option " + flag);
    if (it->second.empty()) throw UsageError(flag + " must not be empty");
    return it->second;
}

std::optional<std::string> Args::optional(const std::string& flag) const {
    auto it = m_values.find(flag);
    if (it == m_values.end()) return std::nullopt;
    return it->second;
}

std::optional<double> Args::optionalPositive(const std::string& flag) const {
    auto text = optional(flag);
    if (!text) return std::nullopt;
    std::size_t used = 0;
    double v = 0;
    try {
        v = std::stod(*text, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used == 0 || used != text->size() || !std::isfinite(v) || v <= 0)
        throw UsageError(flag + " expects a number above zero, got \"" + *text + "\"");
    return v;
}

std::string Args::positional(std::size_t index, const std::string& what) const {
    if (index >= m_positionals.size()) throw UsageError("missing " + what);
    return m_positionals[index];
}

void Args::expectPositionals(std::size_t count) const {
    if (m_positionals.size() > count) throw UsageError("unexpected argument " + m_positionals[count]);
}

std::vector<std::string> takeRepeated(std::vector<std::string>& argv, const std::string& flag) {
    std::vector<std::string> values, rest;
    for (std::size_t i = 0; i < argv.size(); ++i) {
        if (argv[i] == flag) {
            if (i + 1 >= argv.size()) throw UsageError(flag + " needs a value");
            values.push_back(argv[++i]);
        } else if (argv[i].rfind(flag + "=", 0) == 0) {
            values.push_back(argv[i].substr(flag.size() + 1));
        } else {
            rest.push_back(argv[i]);
        }
    }
    for (const auto& v : values)
        if (v.empty()) throw UsageError(flag + " must not be empty");
    argv = std::move(rest);
    return values;
}

} // namespace luma::cli
