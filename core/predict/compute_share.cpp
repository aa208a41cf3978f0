#include "core/predict/compute_share.h"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace luma {

namespace {

// The measured share of k workers, on the line between the nearest measured counts (0 workers: 0).
// `shares` holds every worker count up to k's next measured one: all units are always measured.
double sharesAt(const std::map<long long, double>& shares, long long k) {
    const auto above = shares.lower_bound(k);
    if (above->first == k) return above->second;
    const double k0 = above == shares.begin() ? 0.0 : static_cast<double>(std::prev(above)->first);
    const double s0 = above == shares.begin() ? 0.0 : std::prev(above)->second;
    const double t = (static_cast<double>(k) - k0) / (static_cast<double>(above->first) - k0);
    return s0 + t * (above->second - s0);
}

} // namespace

double quotaThreads(double computeFraction, long long units) {
    const double asked = std::min(1.0, computeFraction) * static_cast<double>(units);
    return std::max(0.01, std::round(asked * 100) / 100);
}

double computeShare(const Accelerator& a, double computeFraction) {
    const auto& scaling = a.computeScaling;
    // A curve is read only with the share of all units in it (readScaling requires it).
    if (!scaling.shares.count(scaling.units) || computeFraction <= 0 || computeFraction >= 1) return computeFraction;
    const double threads = quotaThreads(computeFraction, scaling.units);
    const auto workers = static_cast<long long>(std::ceil(threads));
    return sharesAt(scaling.shares, workers) * threads / static_cast<double>(workers);
}

} // namespace luma
