#pragma once
// What a qualification over accelerator types and hosts says to people: the cost of a campaign's
// runs per host and in all, and the row per type with the cheapest qualified system
// (typeComparison, core/qualify/campaigns_by_type.h), as `luma qualify` and `luma show` print them.
#include "core/qualify/qualification_cost.h"

#include <nlohmann/json.hpp>

#include <ostream>
#include <string>

namespace luma::cli {

std::string durationText(double hours); // "2.40 h", "12.5 min", "38.2 s"
void printQualificationCost(std::ostream& out, const QualificationCost& cost);
void printTypeComparison(std::ostream& out, const nlohmann::json& comparison);

} // namespace luma::cli
