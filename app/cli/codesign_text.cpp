#include "app/cli/codesign_text.h"

#include "app/cli/table.h"

#include <string>

namespace luma::cli {

namespace {

const nlohmann::json& field(const nlohmann::json& j, const char* key) {
    static const nlohmann::json none;
    if (!j.is_object()) return none;
    const auto it = j.find(key);
    return it == j.end() ? none : *it;
}

std::string text(const nlohmann::json& j, const char* key) {
    const auto& v = field(j, key);
    return v.is_string() ? v.get<std::string>() : v.is_null() ? "-" : "?";
}

std::string number(const nlohmann::json& j, const char* key, int digits = 4) {
    const auto& v = field(j, key);
    return v.is_number() ? num(v.get<double>(), digits) : v.is_null() ? "-" : "?";
}

std::string integer(const nlohmann::json& j, const char* key) {
    const auto& v = field(j, key);
    return v.is_number_integer() ? std::to_string(v.get<long long>()) : v.is_null() ? "-" : "?";
}

// {"compute_fraction": 0.5, "hbm_gib": 0.022} as "compute_fraction=0.5, hbm_gib=0.022".
std::string levels(const nlohmann::json& state) {
    if (state.is_null()) return "none passes";
    if (!state.is_object()) return "?";
    std::string out;
    for (auto it = state.begin(); it != state.end(); ++it)
        out += (out.empty() ? "" : ", ") + it.key() + "=" + (it->is_number() ? trimmed(it->get<double>()) : "?");
    return out;
}

std::string list(const nlohmann::json& j, const char* key) {
    const auto& v = field(j, key);
    if (!v.is_array()) return "-";
    std::string out;
    for (const auto& x : v) out += (out.empty() ? "" : " ") + (x.is_string() ? x.get<std::string>() : x.dump());
    return out.empty() ? "-" : out;
}

std::string count(const nlohmann::json& j, const char* key) {
    const auto& v = field(j, key);
    return v.is_array() ? std::to_string(v.size()) : "?";
}

void printTrajectory(std::ostream& out, const nlohmann::json& iterations) {
    Table t({"#", "configuration", "minimum PASS state", "EUR/h", "goodput (req/s)", "binding", "runs", "next"});
    for (const auto& it : iterations) {
        const bool moved = field(it, "moved").is_boolean() && field(it, "moved").get<bool>();
        // Loops stored before next_goodput_rps gave a moved row the goodput of what tune chose.
        const bool earlier = moved && !field(it, "next_goodput_rps").is_number();
        const std::string nextGoodput = number(it, earlier ? "goodput_rps" : "next_goodput_rps");
        const auto& tuneStep = field(it, "tune");
        const std::string tunedOn = tuneStep.is_object() && field(it, "machine_state").is_null()
                                        ? " (tuned on " + levels(field(tuneStep, "on_state")) + ")"
                                        : "";
        t.add({integer(it, "iteration"), text(it, "configuration_key"), levels(field(it, "machine_state")) + tunedOn,
               number(it, "eur_per_hour"), earlier ? "-" : number(it, "goodput_rps"), list(it, "binding"),
               count(it, "runs"), moved ? "tune moves (" + nextGoodput + " req/s)" : "stays"});
    }
    t.print(out);
    for (const auto& it : iterations)
        if (field(it, "note").is_string()) out << "  " << integer(it, "iteration") << ": " << text(it, "note") << '\n';
}

void printPairs(std::ostream& out, const nlohmann::json& start, const nlohmann::json& final,
                const nlohmann::json& ratio) {
    Table t({"", "start", "final", "final / start"});
    t.add({"machine state", levels(field(start, "machine_state")), levels(field(final, "machine_state")), ""});
    t.add({"configuration", text(start, "configuration_key"), text(final, "configuration_key"), ""});
    const auto proven = [](const nlohmann::json& p) {
        const auto& v = field(p, "goodput_proven");
        return v.is_boolean() && v.get<bool>() ? " (measured)" : " (predicted)";
    };
    t.add({"goodput (req/s)", number(start, "goodput_rps") + proven(start),
           number(final, "goodput_rps") + proven(final), number(ratio, "goodput_rps", 3)});
    for (const auto& [label, key] :
         std::initializer_list<std::pair<const char*, const char*>>{{"EUR/h", "eur_per_hour"},
                                                                    {"EUR per 1M tokens", "eur_per_mtok"},
                                                                    {"W", "watts"},
                                                                    {"bytes moved per token", "bytes_per_token"}})
        t.add({label, number(start, key), number(final, key), number(ratio, key, 3)});
    t.print(out);
}

} // namespace

void printCodesign(std::ostream& out, const nlohmann::json& j) {
    const auto& iterations = field(j, "iterations");
    const bool converged = field(j, "converged").is_boolean() && field(j, "converged").get<bool>();
    out << "Co-design " << text(j, "campaign") << ": " << (iterations.is_array() ? iterations.size() : 0)
        << " iteration(s), " << (converged ? "converged" : "not converged") << "; " << integer(j, "physical_runs")
        << " physical runs (" << integer(j, "runs_sent") << " sent now)\n\n";
    if (iterations.is_array()) printTrajectory(out, iterations);
    out << "\nStop: " << text(j, "stop") << "\n\n";
    const auto& start = field(j, "start");
    const auto& final = field(j, "final");
    if (final.is_object()) {
        printPairs(out, start, final, field(j, "final_over_start"));
        out << "(EUR/h, W and bytes per token: the model at the contract's load; EUR per 1M tokens at the goodput)\n";
    } else {
        out << "No (machine, configuration) pair was qualified.\n";
    }
}

} // namespace luma::cli
