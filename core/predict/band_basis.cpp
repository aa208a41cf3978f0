#include "core/predict/band_basis.h"

#include <cmath>

namespace luma {

namespace {

std::string percent(double share) { return std::to_string(std::lround(share * 100.0)) + " %"; }

} // namespace

BandBasis bandBasis(const Derating& d) {
    if (d.calibrationRuns > 0) return BandBasis::HostRuns;
    if (d.calibrated) return BandBasis::PublishedRows;
    if (d.measuredHost) return BandBasis::HostProfile;
    return BandBasis::Unverified;
}

const char* bandBasisName(BandBasis b) {
    switch (b) {
    case BandBasis::Unverified: return "unverified";
    case BandBasis::HostProfile: return "host_profile";
    case BandBasis::PublishedRows: return "published_rows";
    case BandBasis::HostRuns: return "host_runs";
    }
    return "unverified";
}

std::string bandStatement(const Accelerator& a) { return bandStatement(a, a.derating.band, false); }

std::string bandStatement(const Accelerator& a, double band, bool moeWidened) {
    const std::string head = "Accelerator " + a.type;
    const std::string within =
        ": read figures within ±" + percent(band) +
        (moeWidened ? " (a mixture-of-experts model: published rows of other serving stacks run 2-4x apart from "
                      "its routed experts' fitted rate)"
                    : "");
    switch (bandBasis(a.derating)) {
    case BandBasis::HostRuns:
        return head + " is calibrated on " + std::to_string(a.derating.calibrationRuns) +
               " runs of its host (cross-validated)" + within;
    case BandBasis::PublishedRows: return head + " is calibrated against published rows" + within;
    case BandBasis::HostProfile:
        return head + " is a measured host profile, not yet calibrated against its runs (luma calibrate)" + within;
    case BandBasis::Unverified: break;
    }
    return head + " is neither calibrated (no published rows, no runs) nor profiled: its figures are unverified "
                  "estimates";
}

} // namespace luma
