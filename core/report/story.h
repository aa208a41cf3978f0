#pragma once
// A campaign's PEX story as slides, for presenting it in a meeting (the workbench's presentation
// mode lays them out): the contract → the minimum PASS → each adjacent FAIL and what broke → the
// binding resource → the intervention that recovers most → the recovered PASS → what it saves per
// €, per W and per byte moved. Each slide names the runs that prove it. Where no intervention
// recovered a FAIL (or none was tried, or the campaign never finished) the story says so on a
// slide of its own instead of showing an empty one. Built from the report data alone.
#include "core/report/report_data.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace luma::report {

struct StoryBar {
    std::string label; // "€ per hour", or a resource's name
    double base = 0, with = 0;
};

struct Slide {
    enum class Kind {
        Contract,
        MinimumPass,
        AdjacentFail,
        Binding,
        Intervention,
        Recovered,
        Savings,
        NoRecovery, // no intervention recovered an adjacent FAIL (or none was tried)
        NoReport,   // the campaign has no finished qualification (or no state passed)
    };
    Kind kind = Kind::Contract;
    std::string title;
    std::vector<std::string> lines;
    std::vector<long long> runs;                  // the proof: the runs behind the slide's figure
    std::string proofHow;                         // how they prove it ("passed at this state", "inferred: …")
    int chart = -1;                               // into ReportData::charts (0: the base search), -1: none
    std::optional<std::pair<int, int>> highlight; // the cell the slide is about, in that chart
    std::vector<StoryBar> bars;                   // base against `with`
    std::string barsBase, barsWith, barsUnit;     // the two series' names; the axis ("% of base", "level")
};

struct Story {
    std::string campaign;
    std::string intervention; // the one presented ("" when none)
    std::vector<Slide> slides;
};

Story buildStory(const ReportData& data);

} // namespace luma::report
