#pragma once
// Command-line arguments of one subcommand: `--flag value`, boolean `--switch`, positionals.
// Unknown flags are errors that name the closest known flag.
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace luma::cli {

class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class Args {
public:
    // `valueFlags` take a value, `switches` do not.
    Args(const std::vector<std::string>& argv, const std::set<std::string>& valueFlags,
         const std::set<std::string>& switches);

    std::string required(const std::string& flag) const;
    std::optional<std::string> optional(const std::string& flag) const;
    // A finite number above zero, else a usage error naming the flag and what was given.
    std::optional<double> optionalPositive(const std::string& flag) const;
    bool has(const std::string& flag) const { return m_switches.count(flag) > 0; }
    const std::vector<std::string>& positionals() const { return m_positionals; }
    std::string positional(std::size_t index, const std::string& what) const;
    void expectPositionals(std::size_t count) const; // more is a usage error

private:
    std::map<std::string, std::string> m_values;
    std::set<std::string> m_switches;
    std::vector<std::string> m_positionals;
};

// The values of a flag that may be given several times (`--campaign A --campaign=B`; Args takes
// each flag once), taken out of `argv`, which keeps the rest. An empty value is a usage error.
std::vector<std::string> takeRepeated(std::vector<std::string>& argv, const std::string& flag);

} // namespace luma::cli
