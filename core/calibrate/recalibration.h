#pragma once
// A campaign recalibrates as its runs arrive: after each search of a model-guided campaign (the
// base search, then each intervention's), the derating is fitted again on the runs its searches
// have seen so far (calibrateProject over those run ids, cross-validated), starting from the
// campaign's own accelerator (its calibration when it was qualified with one). Each calibration
// is stored as the campaign's "calibration" decision with the runs it rests on; one that predicts
// the held-out runs better than its start becomes the prior of the searches that follow. The
// runs a search sees are those it replays on a resume too, so a resumed campaign recalibrates
// the same way.
#include "core/calibrate/calibration.h"
#include "core/evidence/store.h"
#include "core/model/campaign.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace luma {

struct Recalibration {
    Calibration calibration; // sealed; no file
    std::string after;       // the search it follows: "" the base search, else the intervention's name
    // Its held-out median errors of the fitted metrics, summed, are at most those of its start.
    bool improves = false;
};

// nullopt when the runs are too few to cross-validate (kMinCalibrationRuns comparable runs of the
// campaign's accelerator) or the campaign has no machine or model.
std::optional<Recalibration> recalibrateCampaign(const EvidenceStore& store, const Campaign& campaign,
                                                 const std::vector<long long>& runs, const std::string& after);

// Records it as the campaign's latest "calibration" decision (with "source": "campaign", "after"
// and "improves"), unless the campaign recorded it after the same search before (a resume).
void recordRecalibration(EvidenceStore& store, long long campaignId, const Campaign& campaign, const Recalibration& r);

// The campaign with the calibration applied to its machine's accelerator: the next searches' prior.
std::shared_ptr<const Campaign> calibratedCampaign(const Campaign& campaign, const Calibration& calibration);

// All three after a search: recalibrated on `runs` and recorded; the calibrated campaign when the
// calibration improves on its start, else nullptr (too few runs, or no better).
std::shared_ptr<const Campaign> relearnCampaign(EvidenceStore& store, long long campaignId, const Campaign& campaign,
                                                const std::vector<long long>& runs, const std::string& after);

} // namespace luma
