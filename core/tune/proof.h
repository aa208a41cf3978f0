#pragma once
// Physical proof of a configuration's accepted capacity: a peak-rate search bracketed by the
// prediction (the first run at the predicted capacity, then a band's step down after a FAIL or up
// after a PASS until both are known, then bisection between them), through the qualifier's RunExecutor,
// or, for a contract without arrivals to move (offline, closed), one run at its own load whose
// measured rate (throughput / output tokens) is the capacity where it passes;
// every run kept in the project like a campaign's. A run the project already finished is read
// back and judged again, not repeated: the search resumes after kill -9 where it stopped.
#include "core/evidence/store.h"
#include "core/model/contract.h"
#include "core/qualify/run_executor.h"
#include "core/tune/configuration.h"
#include "core/util/cancel.h"

#include <functional>
#include <string>
#include <vector>

namespace luma {

struct ProofRun {
    double rateRps = 0;
    bool pass = false;
    long long runId = 0; // in the project
    std::string cause;   // the first failed SLO, "OOM", or why the run is not evidence
    bool evidence = true;
    bool replayed = false; // read back from the project
    double servedRps = 0;  // measured throughput / output tokens (0: not reported)
};

struct Proof {
    std::vector<ProofRun> runs;
    double measuredRps = 0;   // the highest rate that passed (0: none did)
    double lowestFailRps = 0; // the lowest that failed (0: none did)
    std::string binding;      // what failed first above the capacity ("TTFT", "OOM", ...)
};

struct ProofOptions {
    double band = 0;  // the step from the prediction, relative to it (0: the accelerator's band)
    Levels state;     // the machine state the runs are constrained to (empty: the machine as it is)
    int maxTries = 2; // a run that ends without evidence is tried once more
    const CancelToken* cancel = nullptr;
    std::function<void(const std::string&)> progress; // one line per run
};

// Chooses the executor of a configuration's backend (nullptr: the choices' workload).
using ExecutorFor = std::function<RunExecutor&(const KnobValue* backend)>;

class Prover {
public:
    Prover(const Contract& contract, const Choices& choices, EvidenceStore& store, long long campaign,
           ExecutorFor executors, ProofOptions options);
    // Up to `runs` runs of `config`, starting from its predicted capacity (the contract's rate where that is 0).
    Proof prove(const Configuration& config, double predictedRps, int runs);
    long long executed() const { return m_executed; } // runs sent to an agent (not read back)

private:
    ProofRun runAt(const Configuration& config, double rate); // rate 0: the contract's own load
    void report(const Configuration& config, double rate, const ProofRun& r) const;
    const Contract& m_contract;
    const Choices& m_choices;
    EvidenceStore& m_store;
    long long m_campaign;
    ExecutorFor m_executors;
    ProofOptions m_options;
    long long m_executed = 0;
};

// The rate a search asks for, rounded to three significant figures (a stable run key).
double roundedRate(double rate);

} // namespace luma
