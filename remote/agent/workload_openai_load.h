#pragma once
// The load an openai-endpoint run puts on its server: the contract's requests released as the
// emulator releases them (offline: all at once; Poisson: at the arrival times of
// core/predict/simulator.h's arrivalTimes; closed loop: `concurrency` clients, each sending its
// next request when its last one ends), at most max_concurrency in flight, every one a streamed
// exchange whose token chunks are timed as they arrive. One io_context on the calling thread;
// cancellation and max_seconds end every exchange in flight at once.
#include "core/model/contract.h"
#include "remote/agent/workload_openai_client.h"

#include <atomic>
#include <functional>
#include <string>
#include <vector>

namespace luma::agent {

// One request as it went, in seconds from the load's start.
struct EndpointRequest {
    double arrival = -1;    // released (Poisson: its arrival time; closed: its client's turn)
    double sent = -1;       // its connection started
    double firstToken = -1; // the first chunk that carried text
    double lastToken = -1;
    double done = -1;       // its exchange ended (complete or not)
    long long chunks = 0;   // data lines that carried text
    long long tokens = 0;   // usage.completion_tokens, else chunks
    bool ok = false;        // data: [DONE] after at least one token, and nothing wrong
    bool responded = false; // an HTTP status line arrived
    int status = 0;
    bool timedOut = false;
    std::string error; // what went wrong, naming the URL
};

struct LoadProgress {
    double elapsedS = 0;
    long long sent = 0, completed = 0, failed = 0, inFlight = 0;
};

struct LoadPlan {
    ArrivalKind kind = ArrivalKind::Offline;
    long long requests = 0;
    long long clients = 1;        // closed loop
    std::vector<double> arrivals; // Poisson: one per request, increasing
    long long maxConcurrency = 256;
    double maxSeconds = 600;
    Exchange::Endpoints endpoints;
    std::string target;                                  // the URL requests go to, for errors
    std::function<std::string(long long index)> request; // the bytes of request `index`
    ExchangeOptions exchange;
    bool chat = false;
    long long maxTokens = 0; // more tokens than this in a response is a server that lies
    const std::atomic<bool>* cancelled = nullptr;
    std::function<void(const LoadProgress&)> progress; // every half second
};

struct LoadResult {
    std::vector<EndpointRequest> requests;
    double durationS = 0; // from the start to the last request's end
    bool cancelled = false;
    bool timedOut = false; // max_seconds passed first
};

LoadResult driveLoad(const LoadPlan& plan);

} // namespace luma::agent
