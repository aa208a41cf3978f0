#include "core/qualify/qualification_cost.h"

#include <algorithm>

namespace luma {

std::string campaignHostOf(const std::string& recorded) {
    std::string host = recorded.substr(0, recorded.find(" ("));
    const auto hash = host.rfind('#');
    if (hash != std::string::npos && hash + 1 < host.size() &&
        std::all_of(host.begin() + static_cast<long>(hash) + 1, host.end(),
                    [](char c) { return c >= '0' && c <= '9'; }))
        host.erase(hash);
    return host;
}

QualificationCost qualificationCost(const std::vector<RunRecord>& runs, const std::map<std::string, HostPrice>& prices,
                                    long long devices) {
    QualificationCost out;
    std::map<std::string, HostCost> byHost;
    for (const auto& r : runs) {
        if (!r.finished) {
            ++out.stillRunning;
            continue;
        }
        const std::string host = campaignHostOf(r.run.host);
        HostCost& h = byHost[host];
        h.host = host;
        const double hours = std::max(0.0, *r.finished - r.started) / 3600.0;
        double used = static_cast<double>(std::max(1LL, devices));
        if (r.run.state.is_object() && r.run.state.contains("accelerator_count") &&
            r.run.state["accelerator_count"].is_number())
            used = std::max(1.0, r.run.state["accelerator_count"].get<double>());
        ++h.runs;
        h.hours += hours;
        h.deviceHours += hours * used;
    }
    out.priced = !byHost.empty();
    for (auto& [name, h] : byHost) {
        if (const auto p = prices.find(name); p != prices.end()) {
            h.price = p->second;
            h.eur = h.hours * p->second.eurPerHour;
        }
        out.priced &= h.price.has_value();
        out.runs += h.runs;
        out.hours += h.hours;
        out.deviceHours += h.deviceHours;
        out.eur += h.eur;
        out.hosts.push_back(h);
    }
    return out;
}

nlohmann::json toJson(const QualificationCost& cost) {
    nlohmann::json hosts = nlohmann::json::array();
    for (const auto& h : cost.hosts) {
        hosts.push_back({{"host", h.host}, {"runs", h.runs}, {"hours", h.hours}, {"device_hours", h.deviceHours}});
        if (h.price) {
            hosts.back()["eur_per_hour"] = h.price->eurPerHour;
            hosts.back()["pricing"] = h.price->spot ? "spot" : "on-demand";
            hosts.back()["eur"] = h.eur;
        }
    }
    nlohmann::json out = {{"hosts", hosts},
                          {"runs", cost.runs},
                          {"hours", cost.hours},
                          {"device_hours", cost.deviceHours},
                          {"priced", cost.priced}};
    if (cost.priced)
        out["eur"] = cost.eur;
    else if (cost.eur > 0)
        out["eur_priced_hosts"] = cost.eur;
    if (cost.stillRunning > 0) out["still_running"] = cost.stillRunning;
    return out;
}

} // namespace luma
