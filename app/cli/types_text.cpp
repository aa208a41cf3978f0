#include "app/cli/types_text.h"

#include "app/cli/table.h"

#include "core/qualify/report.h"

#include <algorithm>

namespace luma::cli {

// Hours as a person reads them: "2.40 h", "12.5 min", "38.2 s".
std::string durationText(double hours) {
    if (hours >= 1) return num(hours, 3) + " h";
    if (hours * 60 >= 1) return num(hours * 60, 3) + " min";
    return num(hours * 3600, 3) + " s";
}

// What the campaign's runs cost, per host and in all (prices from the hosts file).
void printQualificationCost(std::ostream& out, const QualificationCost& cost) {
    out << "\nWhat the qualification cost: " << cost.runs << " runs, " << durationText(cost.hours) << ", "
        << num(cost.deviceHours, 3) << " device-hours"
        << (cost.priced ? ", EUR " + fixed(cost.eur, 4) : std::string(", not every host has a price")) << '\n';
    Table t({"host", "runs", "time", "device-hours", "EUR/h", "EUR"});
    for (const auto& h : cost.hosts)
        t.add({h.host, std::to_string(h.runs), durationText(h.hours), num(h.deviceHours, 3),
               h.price ? trimmed(h.price->eurPerHour) + (h.price->spot ? " (spot)" : "") : "-",
               h.price ? fixed(h.eur, 4) : "- (luma hosts add NAME URI --eur-per-hour P)"});
    t.print(out);
}

// One row per accelerator type, and the cheapest qualified system.
namespace {

std::string namesText(const nlohmann::json& names) {
    std::string text;
    for (const auto& n : names) text += (text.empty() ? "" : ", ") + n.get<std::string>();
    return text.empty() ? "-" : text;
}

Levels levelsOf(const nlohmann::json& j) {
    Levels l;
    for (const auto& [k, v] : j.items()) l[k] = v.get<double>();
    return l;
}

// The intervention matrix's rows of the hardware moves: each other type against the first that
// qualified, at the minimum PASS, and what becomes of that type's adjacent FAIL states there.
void printTypeMoves(std::ostream& out, const nlohmann::json& moves) {
    if (!moves.is_object() || moves.value("from", "").empty() || moves["rows"].empty()) return;
    out << "\nMoving from " << moves["from"].get<std::string>()
        << " to another type (an intervention on its minimum PASS and adjacent FAIL states):\n";
    Table table({"intervention", "requirement change", "newly binding", "freed", "EUR/h", "W", "adjacent FAILs"});
    for (const auto& row : moves["rows"]) {
        const auto& recovery = row["adjacent_fail_recovery"];
        const auto recovered = std::count_if(recovery.begin(), recovery.end(), [](const nlohmann::json& r) {
            return r.value("recovers_to_pass", false);
        });
        const std::string fails = std::to_string(recovered) + " of " + std::to_string(recovery.size()) + " pass";
        if (!row.contains("requirement_change")) {
            table.add({row.value("name", ""), "no state passes", "-", "-", "-", "-", fails});
            continue;
        }
        const double eur = row["eur_per_hour_delta"].get<double>(), watts = row["watts_delta"].get<double>();
        table.add({row.value("name", ""), levelsText(levelsOf(row["requirement_change"])),
                   namesText(row["newly_binding"]), namesText(row["freed"]), (eur >= 0 ? "+" : "") + fixed(eur, 2),
                   (watts >= 0 ? "+" : "") + num(watts, 4), fails});
    }
    table.print(out);
}

} // namespace

void printTypeComparison(std::ostream& out, const nlohmann::json& comparison) {
    out << "Across accelerator types (each type's minimum PASS, proven on its own hosts):\n";
    Table table({"accelerator", "campaign", "qualified", "minimum PASS", "EUR/h", "W", "runs", "binding / problem"});
    const std::string cheapest =
        comparison["cheapest"].is_object() ? comparison["cheapest"].value("accelerator", "") : "";
    for (const auto& row : comparison["types"]) {
        const std::string type = row.value("accelerator", "");
        const bool qualified = row.value("qualified", false);
        std::string binding;
        for (const auto& b : row.value("binding", nlohmann::json::array()))
            binding += (binding.empty() ? "" : ", ") + b.get<std::string>();
        const Levels state = qualified ? levelsOf(row["minimum_pass"]) : Levels{};
        table.add({type + (type == cheapest ? "*" : ""), row.value("campaign", ""), qualified ? "yes" : "no",
                   qualified ? levelsText(state) : "-", qualified ? fixed(row["eur_per_hour"].get<double>(), 2) : "-",
                   qualified ? num(row["watts"].get<double>(), 4) : "-",
                   row.contains("physical_runs") ? std::to_string(row["physical_runs"].get<long long>()) : "-",
                   qualified ? binding : row.value("problem", "")});
    }
    table.print(out);
    out << (cheapest.empty() ? "\nNo accelerator type qualified.\n"
                             : "\n* cheapest qualified system: " + cheapest + "\n");
    printTypeMoves(out, comparison["moves"]);
    const auto& cost = comparison["qualification_cost"];
    out << "\nWhat the qualification cost in all: " << cost["runs"].get<long long>() << " runs, "
        << durationText(cost["hours"].get<double>()) << ", " << num(cost["device_hours"].get<double>(), 3)
        << " device-hours"
        << (cost.contains("eur") ? ", EUR " + fixed(cost["eur"].get<double>(), 4) : ", not every host has a price")
        << '\n';
}

} // namespace luma::cli
