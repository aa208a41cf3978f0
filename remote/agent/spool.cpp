#include "remote/agent/spool.h"

#include "core/util/json_bounded.h"
#include "core/util/sha256.h"

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace luma::agent {

namespace fs = std::filesystem;

namespace {

// A plain name stays readable in the spool; anything else ("../x", "a/b", 300 characters) is
// hashed, so a run id can never name a path outside its folder. '~' never occurs in a plain
// name, so the two kinds cannot collide.
bool plainName(const std::string& id) {
    if (id.empty() || id.size() > 100 || id[0] == '.') return false;
    return std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
               c == '.';
    });
}

std::string systemError(const std::string& what, const std::string& path) {
    return what + " " + path + ": " + std::strerror(errno);
}

std::optional<SpoolTail::Event> eventOf(const std::string& line) {
    const auto j = parseJsonBounded(line);
    if (j.is_discarded() || !j.is_object()) return std::nullopt;
    const auto seq = j.find("seq");
    if (seq == j.end() || !seq->is_number_integer() || seq->get<long long>() < 1) return std::nullopt;
    return SpoolTail::Event{seq->get<long long>(), Spool::isFinal(j), line};
}

} // namespace

Spool::Spool(std::string root) : m_root(std::move(root)) {
    std::error_code ec;
    fs::create_directories(m_root, ec);
    if (ec || !fs::is_directory(m_root))
        throw std::runtime_error("cannot make the run spool " + m_root + ": " + ec.message());
    fs::permissions(m_root, fs::perms::owner_all, fs::perm_options::replace, ec);
}

std::string Spool::folder(const std::string& runId) const {
    // Appended piece by piece: GCC 12 at -O3 warns -Wrestrict on `"~" + std::string&&` (a false
    // positive in its inlined basic_string::insert, GCC bug 105329).
    std::string dir = m_root + "/";
    if (plainName(runId))
        dir += runId;
    else
        dir.append("~").append(sha256Hex(runId));
    return dir;
}

bool Spool::has(const std::string& runId) const {
    std::error_code ec;
    return fs::exists(folder(runId) + "/run.json", ec);
}

std::string Spool::create(const std::string& runId, const nlohmann::json& run) {
    std::string dir = folder(runId);
    if (::mkdir(dir.c_str(), 0700) != 0) throw std::runtime_error(systemError("cannot make", dir));
    // Written under a temporary name and renamed, so that run.json is whole whenever it exists.
    const std::string tmp = dir + "/run.json.tmp";
    {
        std::ofstream out(tmp, std::ios::trunc);
        out << nlohmann::json{{"run_id", runId}, {"run", run}}.dump(-1, ' ', false,
                                                                    nlohmann::json::error_handler_t::replace);
        if (!out.flush()) throw std::runtime_error("cannot write " + tmp);
    }
    if (::rename(tmp.c_str(), (dir + "/run.json").c_str()) != 0)
        throw std::runtime_error(systemError("cannot rename", tmp));
    return dir;
}

bool Spool::runnerAlive(const std::string& folder) {
    const int fd = ::open((folder + "/lock").c_str(), O_RDWR | O_CLOEXEC);
    if (fd < 0) return false; // the runner makes it before anything else: none yet, or never
    const bool held = ::flock(fd, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK;
    ::close(fd); // releases our lock if we got it
    return held;
}

std::optional<std::string> Spool::activeRun() const {
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(m_root, ec)) {
        // A runner that wrote its final event is only exiting: the machine is free again.
        if (!e.is_directory(ec) || !runnerAlive(e.path().string()) || read(e.path().string(), LLONG_MAX).ended)
            continue;
        std::ifstream in(e.path() / "run.json");
        const auto j = parseJsonBounded(std::string(std::istreambuf_iterator<char>(in), {}));
        if (!j.is_discarded() && j.is_object() && j.contains("run_id") && j["run_id"].is_string())
            return j["run_id"].get<std::string>();
        return e.path().filename().string();
    }
    return std::nullopt;
}

void Spool::remove(const std::string& runId) {
    std::error_code ec;
    fs::remove_all(folder(runId), ec);
}

void Spool::sweep(double maxAgeS, std::size_t maxKept) {
    std::error_code ec;
    std::vector<std::pair<fs::file_time_type, fs::path>> ended;
    for (const auto& e : fs::directory_iterator(m_root, ec)) {
        if (!e.is_directory(ec) || runnerAlive(e.path().string())) continue;
        auto t = fs::last_write_time(e.path(), ec);
        if (fs::exists(e.path() / "events.jsonl", ec))
            t = std::max(t, fs::last_write_time(e.path() / "events.jsonl", ec));
        ended.emplace_back(t, e.path());
    }
    std::sort(ended.begin(), ended.end(),
              [](const auto& a, const auto& b) { return a.first > b.first; }); // newest first
    const auto now = fs::file_time_type::clock::now();
    for (std::size_t i = 0; i < ended.size(); ++i)
        if (i >= maxKept || std::chrono::duration<double>(now - ended[i].first).count() > maxAgeS)
            fs::remove_all(ended[i].second, ec);
}

bool Spool::isFinal(const nlohmann::json& event) {
    const auto type = event.find("type");
    if (type == event.end() || !type->is_string()) return false;
    return *type == "result" || (*type == "error" && event.contains("seq"));
}

SpoolEvents Spool::read(const std::string& folder, long long fromSeq) {
    SpoolEvents out;
    SpoolTail tail(folder);
    for (auto& e : tail.poll()) {
        out.lastSeq = std::max(out.lastSeq, e.seq);
        out.ended |= e.final;
        if (e.seq > fromSeq) out.lines.push_back(std::move(e.line));
    }
    return out;
}

void Spool::append(const std::string& folder, const nlohmann::json& event, bool sync) {
    const std::string file = folder + "/events.jsonl";
    const int fd = ::open(file.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0) throw std::runtime_error(systemError("cannot open", file));
    // One write() per line, so that a reader sees a line whole or not at all.
    const std::string line = event.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
    std::size_t done = 0;
    while (done < line.size()) {
        const ssize_t n = ::write(fd, line.data() + done, line.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            const std::string why = systemError("cannot append to", file);
            ::close(fd);
            throw std::runtime_error(why);
        }
        done += static_cast<std::size_t>(n);
    }
    if (sync) ::fdatasync(fd);
    ::close(fd);
}

std::vector<SpoolTail::Event> SpoolTail::poll() {
    std::vector<Event> out;
    const int fd = ::open(m_file.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return out;
    char buf[65536];
    for (;;) {
        const ssize_t n = ::pread(fd, buf, sizeof buf, m_offset);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        m_offset += n;
        m_partial.append(buf, static_cast<std::size_t>(n));
        std::size_t start = 0;
        for (std::size_t nl; (nl = m_partial.find('\n', start)) != std::string::npos; start = nl + 1)
            if (auto e = eventOf(m_partial.substr(start, nl - start))) out.push_back(std::move(*e));
        m_partial.erase(0, start);
        if (m_partial.size() > (8u << 20)) m_partial.clear(); // a runaway line is no event: drop it
    }
    ::close(fd);
    return out;
}

} // namespace luma::agent
