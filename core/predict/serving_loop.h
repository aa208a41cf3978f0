#pragma once
// The serving loop, once for the simulator and the agent's emulator: arrivals (offline, Poisson,
// closed loop with re-release as requests finish) feed the batch scheduler, which plans each
// iteration; an executor runs it and says when it ended. What differs between a simulated and a
// physical run is only the executor: the step model advances simulated time, the real kernels
// take wall-clock time and the loop sleeps until the next arrival.
#include "core/predict/batch_scheduler.h"
#include "core/util/cancel.h"

#include <functional>
#include <limits>
#include <vector>

namespace luma {

// Runs the iterations the loop plans, on the executor's own clock (seconds from the start).
class IterationExecutor {
public:
    virtual ~IterationExecutor() = default;
    // The current time; read once per turn of the loop.
    virtual double now() = 0;
    // Runs `it` (as planned by `scheduler`, before it is finished) and returns the time it ended.
    virtual double run(const Iteration& it, const BatchScheduler& scheduler) = 0;
    // Nothing can run before `arrival`, the next request's arrival: advance to it, or sleep
    // towards it (a real clock may return earlier, so that cancellation is noticed).
    virtual void waitUntil(double arrival) = 0;
};

struct ServingProgress {
    long long completed = 0;
    long long running = 0;
    long long iterations = 0;
    double elapsed = 0; // on the executor's clock
};

struct ServingLoopOptions {
    // Closed loop: this many clients, each sending its next request when the previous one
    // finishes; 0 for open arrivals (every arrival time known up front).
    long long closedClients = 0;
    // Checked once per turn; the loop throws luma::Cancelled.
    const CancelToken* cancel = nullptr;
    // Called after an iteration when more than `progressInterval` passed on the executor's
    // clock since the last call (0: after every iteration).
    std::function<void(const ServingProgress&)> progress;
    double progressInterval = 0;
    // Guards that end the loop early, reported in ServingLoopResult::stop.
    double deadline = std::numeric_limits<double>::infinity(); // on the executor's clock
    long long maxIterations = std::numeric_limits<long long>::max();
};

enum class ServingStop {
    Done,          // every request completed
    Stalled,       // nothing can run and nothing more arrives (e.g. a sequence that never fits)
    Deadline,      // the clock passed options.deadline before every request completed
    IterationLimit // more than options.maxIterations iterations
};

struct ServingLoopResult {
    ServingStop stop = ServingStop::Done;
    double end = 0; // the clock when the loop ended: the last iteration's end when it did
    long long completed = 0;
    long long iterations = 0;
};

// Serves `arrivals.size()` requests: arrivals[i] is request i's arrival time (for a closed loop
// only the first `closedClients` are used; later ones arrive as earlier ones finish).
ServingLoopResult runServingLoop(BatchScheduler& scheduler, std::vector<double> arrivals, IterationExecutor& executor,
                                 const ServingLoopOptions& options = {});

} // namespace luma
