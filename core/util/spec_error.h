#pragma once
// The one error type for bad user input: it names the place (file and key path) and the
// problem, so every face can print "FILE: KEY: problem" and exit non-zero.
#include <stdexcept>
#include <string>

namespace luma {

class SpecError : public std::runtime_error {
public:
    SpecError(std::string file, std::string key, const std::string& problem)
        : std::runtime_error(format(file, key, problem)), m_file(std::move(file)), m_key(std::move(key)) {}
    const std::string& file() const { return m_file; }
    const std::string& key() const { return m_key; }

private:
    static std::string format(const std::string& file, const std::string& key, const std::string& problem) {
        std::string out = file.empty() ? std::string() : file + ": ";
        if (!key.empty()) out += key + ": ";
        return out + problem;
    }
    std::string m_file;
    std::string m_key;
};

} // namespace luma
