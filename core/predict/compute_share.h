#pragma once
// The compute rate a state's compute_fraction leaves, as a share of the device's: linear where
// nothing was measured (a GPU's SM partition), else as the agent makes the fraction on a CPU host:
// ceil(f x N) workers under a CPU-time quota of f x N threads, so the measured rate of that many
// workers times the quota's duty (f x N over the workers). Worker counts between two measured
// ones are read on the straight line between them.
#include "core/catalog/catalog.h"

namespace luma {

double computeShare(const Accelerator& a, double computeFraction);

// The threads a share of a CPU of `units` threads is made with under a CPU-time quota, as the
// agent makes it (remote/agent/constraints.cpp): hundredths of a thread, at least one hundredth.
double quotaThreads(double computeFraction, long long units);

} // namespace luma
