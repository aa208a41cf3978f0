#include "core/predict/serving_loop.h"

#include <algorithm>

namespace luma {

ServingLoopResult runServingLoop(BatchScheduler& scheduler, std::vector<double> arrivals, IterationExecutor& executor,
                                 const ServingLoopOptions& options) {
    ServingLoopResult out;
    const auto n = static_cast<long long>(arrivals.size());
    // Requests whose arrival time is known: all of them, or one per closed-loop client.
    long long released = options.closedClients > 0 ? std::min(n, options.closedClients) : n;
    long long next = 0;
    double lastProgress = 0;
    double t = 0;
    while (out.completed < n) {
        t = executor.now();
        throwIfCancelled(options.cancel);
        if (t > options.deadline) {
            out.stop = ServingStop::Deadline;
            break;
        }
        while (next < released && arrivals[static_cast<std::size_t>(next)] <= t) {
            scheduler.arrive(next, arrivals[static_cast<std::size_t>(next)]);
            ++next;
        }
        if (!scheduler.hasWork()) {
            if (next >= released) {
                out.stop = ServingStop::Stalled;
                break;
            }
            executor.waitUntil(arrivals[static_cast<std::size_t>(next)]);
            continue;
        }
        const Iteration& it = scheduler.plan(t);
        if (it.empty()) { // nothing admissible: cannot happen once a full sequence fits
            out.stop = ServingStop::Stalled;
            break;
        }
        t = executor.run(it, scheduler);
        ++out.iterations;
        const auto& finished = scheduler.finish(t);
        out.completed += static_cast<long long>(finished.size());
        // A closed-loop client sends its next request the moment its previous one finishes.
        if (options.closedClients > 0)
            for (std::size_t i = 0; i < finished.size() && released < n; ++i)
                arrivals[static_cast<std::size_t>(released++)] = t;
        if (options.progress && t - lastProgress > options.progressInterval) {
            lastProgress = t;
            options.progress({out.completed, scheduler.running(), out.iterations, t});
        }
        if (out.iterations > options.maxIterations) {
            out.stop = ServingStop::IterationLimit;
            break;
        }
    }
    out.end = t;
    return out;
}

} // namespace luma
