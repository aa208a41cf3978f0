#pragma once
// What a qualification itself cost: for each host its runs, the hours they ran, the device-hours
// (hours x the accelerators each run's state used) and, where the host has a price, the euros;
// then the sums. Runs of every end count: an interrupted or invalid run occupied its host as
// long as a finished one.
#include "core/evidence/store.h"

#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace luma {

struct HostPrice {
    double eurPerHour = 0;
    bool spot = false;
};

struct HostCost {
    std::string host; // as the campaign names it (a URI, "local"), without "#k" or " (its own name)"
    long long runs = 0;
    double hours = 0, deviceHours = 0;
    std::optional<HostPrice> price;
    double eur = 0; // hours x price (0 without a price)
};

struct QualificationCost {
    std::vector<HostCost> hosts; // by name
    long long runs = 0;
    double hours = 0, deviceHours = 0, eur = 0;
    bool priced = false;        // every host that ran has a price
    long long stillRunning = 0; // runs without an end, left out of the sums
};

// `prices` by host as the campaign names it; `devices` is the accelerators a run uses when its
// state has no accelerator_count (the machine's count; 1 without a machine).
QualificationCost qualificationCost(const std::vector<RunRecord>& runs, const std::map<std::string, HostPrice>& prices,
                                    long long devices);
// The host a run record names, as the campaign names it: "local#2 (box)" → "local".
std::string campaignHostOf(const std::string& recorded);

nlohmann::json toJson(const QualificationCost& cost);

} // namespace luma
