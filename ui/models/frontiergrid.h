#pragma once
// The frontier view's data: the finished report's verdicts over the first two resources of the
// space (the other dimensions fixed at the minimum PASS), each cell PASS or FAIL as the report's
// frontier of minimal PASS states says (a state passes iff it has at least every resource of
// one of them), proven where a run measured that exact state, the minimum PASS and the
// adjacent FAILs with the SLO that broke.
#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <vector>

namespace luma {
struct Space;
struct QualifyReport;
struct StoredRun;
} // namespace luma

namespace luma::ui {

struct FrontierCell {
    int x = 0, y = 0; // level indices along the two axes
    bool pass = false;
    bool proven = false; // a finished run with a verdict measured this exact state
    int runs = 0;
    long long lastRun = 0; // the latest such run's id (StoredRun::id): its evidence opens on a click
};

struct FrontierMark {
    int x = 0, y = 0;
    QString label; // adjacent FAIL: the SLO or cause that broke ("throughput", "OOM", …)
    QString resource;
    bool tested = false;
};

struct FrontierGrid {
    QString intervention; // "" for the base search
    QString xName, yName; // y is empty for a one-dimensional space
    std::vector<double> xLevels, yLevels;
    QStringList xTicks, yTicks;      // each level as the host made it ("0.5 (asked 0.25)"), as the report draws it
    std::vector<FrontierCell> cells; // x-major: cells[x * yLevels.size() + y]
    std::optional<std::pair<int, int>> minimumPass;
    std::vector<FrontierMark> adjacentFail;
    QString fixedText;          // "other dimensions fixed at …", empty for two dims or fewer
    std::vector<int> threshold; // per x: the lowest passing y index (yLevels.size() when none)

    const FrontierCell& cell(int x, int y) const {
        return cells[static_cast<std::size_t>(x) * yLevels.size() + static_cast<std::size_t>(y)];
    }
    int passCount() const;
    int provenCount() const;
};

// `intervention` selects the base search ("") or one intervention's frontier and runs.
FrontierGrid buildFrontierGrid(const Space& space, const QualifyReport& report, const std::vector<StoredRun>& runs,
                               const std::string& intervention = {});

} // namespace luma::ui
