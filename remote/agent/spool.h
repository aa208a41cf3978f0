#pragma once
// The on-disk spool of detached runs: one folder per run under the agent's state root
// (e.g. ~/.cache/luma/runs/<run>/), holding
//   run.json      the run message, as the client sent it
//   events.jsonl  the run's events, one JSON line each, append-only, written by its runner only
//   lock          flock()ed by the runner for as long as it lives (the kernel drops it when the
//                 runner dies, so it never outlives the process, unlike a lock *file*)
//   cancel        present once a client asked the run to stop
//   runner.log    the runner's stderr
// Nothing is written outside the root. Run ids are the client's text, so a folder is named by
// the id only when it is a plain name, else by its SHA-256; run.json says whose folder it is.
#include <nlohmann/json.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace luma::agent {

// At most this much of a run's events is spooled: telemetry beyond it is dropped (the final
// event is always written), so a chatty workload cannot fill the host's disk.
inline constexpr std::size_t kMaxSpoolBytes = 64u << 20;

// What a spool's events file holds at the moment it was read.
struct SpoolEvents {
    std::vector<std::string> lines; // complete event lines (without '\n') with seq > the one asked for
    long long lastSeq = 0;          // of every complete line, also those not returned
    bool ended = false;             // a final event (result, or error with seq) was seen
};

class Spool {
public:
    explicit Spool(std::string root); // creates the root (0700); throws std::runtime_error naming it
    const std::string& root() const { return m_root; }

    std::string folder(const std::string& runId) const;
    bool has(const std::string& runId) const;
    // Makes the run's folder and writes run.json; throws when it exists or cannot be written.
    std::string create(const std::string& runId, const nlohmann::json& run);
    // The run id of a run whose runner is alive and has not written its final event, if any (the agent runs one workload at a time,
    // whichever connection started it).
    std::optional<std::string> activeRun() const;
    void remove(const std::string& runId);
    // Drops the folders of runs that ended (no runner alive) longer ago than `maxAgeS`, and the
    // oldest ended ones beyond `maxKept`: a client that never came back leaves no lasting trace.
    void sweep(double maxAgeS, std::size_t maxKept);

    static bool runnerAlive(const std::string& folder);
    // Reads the events after `fromSeq`; a line that is not an event with a seq is skipped.
    static SpoolEvents read(const std::string& folder, long long fromSeq);
    // Appends one event line and makes it durable; used by the runner, and by an agent that found
    // the runner dead (after taking its lock, so that there is still one writer).
    static void append(const std::string& folder, const nlohmann::json& event, bool sync);
    static bool isFinal(const nlohmann::json& event);

private:
    std::string m_root;
};

// Follows one run's events file from where it was last read, as `tail -f` does: each poll()
// returns the complete lines that arrived since, as (seq, final, line).
class SpoolTail {
public:
    struct Event {
        long long seq = 0;
        bool final = false;
        std::string line;
    };
    explicit SpoolTail(std::string folder) : m_file(std::move(folder) + "/events.jsonl") {}
    std::vector<Event> poll();

private:
    std::string m_file;
    long long m_offset = 0;
    std::string m_partial;
};

} // namespace luma::agent
