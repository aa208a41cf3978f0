#include "core/util/json_file.h"

#include "core/util/json_bounded.h"
#include "core/util/spec_error.h"

#include <fstream>
#include <set>
#include <vector>

namespace luma {

namespace {

// Follows the parse to know where it is: refuses a key an object already has (nlohmann keeps the
// last value silently), and names the key path when a number cannot be held.
class KeyTracker {
public:
    bool operator()(int /*depth*/, nlohmann::json::parse_event_t event, nlohmann::json& parsed) {
        using E = nlohmann::json::parse_event_t;
        switch (event) {
        case E::object_start: m_stack.push_back({false, {}, {}, 0}); break;
        case E::array_start: m_stack.push_back({true, {}, {}, 0}); break;
        case E::key: {
            Frame& f = m_stack.back();
            std::string key = parsed.get<std::string>();
            if (!f.keys.insert(key).second)
                throw SpecError(m_origin, path(&key),
                                "duplicate key: the object already has \"" + key + "\" (remove one of them)");
            f.key = std::move(key);
            break;
        }
        case E::object_end:
        case E::array_end:
            m_stack.pop_back();
            elementDone();
            break;
        case E::value: elementDone(); break;
        }
        return true;
    }
    explicit KeyTracker(std::string origin) : m_origin(std::move(origin)) {}
    // The path of the value being read now: the last key of each object, the index in each
    // array; `last` replaces the innermost key.
    std::string path(const std::string* last = nullptr) const {
        std::string out;
        for (std::size_t i = 0; i < m_stack.size(); ++i) {
            const Frame& f = m_stack[i];
            if (f.array) {
                out += "[" + std::to_string(f.index) + "]";
                continue;
            }
            const std::string& k = last && i + 1 == m_stack.size() ? *last : f.key;
            if (k.empty()) continue;
            out += (out.empty() ? "" : ".") + k;
        }
        return out;
    }

private:
    struct Frame {
        bool array;
        std::set<std::string> keys;
        std::string key;
        std::size_t index;
    };
    void elementDone() {
        if (!m_stack.empty() && m_stack.back().array) ++m_stack.back().index;
    }
    std::vector<Frame> m_stack;
    std::string m_origin;
};

} // namespace

nlohmann::json parseJsonText(const std::string& text, const std::string& origin) {
    if (const std::string deep = jsonDepthProblem(text); !deep.empty()) throw SpecError(origin, "", deep);
    KeyTracker tracker(origin);
    try {
        return nlohmann::json::parse(text,
                                     [&tracker](int depth, nlohmann::json::parse_event_t event,
                                                nlohmann::json& parsed) { return tracker(depth, event, parsed); });
    } catch (const nlohmann::json::out_of_range& e) {
        // A number no double or 64-bit integer holds (1e400): name where it is.
        std::string what = e.what();
        auto cut = what.find("number overflow");
        if (cut != std::string::npos) what = what.substr(cut);
        throw SpecError(origin, tracker.path(), "number out of range (" + what + ")");
    } catch (const nlohmann::json::parse_error& e) {
        std::size_t line = 1, column = 1;
        for (std::size_t i = 0; i + 1 < e.byte && i < text.size(); ++i) {
            if (text[i] == '\n') {
                ++line;
                column = 1;
            } else {
                ++column;
            }
        }
        std::string what = e.what();
        auto cut = what.find("parse error");
        if (cut != std::string::npos) what = what.substr(cut);
        throw SpecError(origin, "",
                        "malformed JSON at line " + std::to_string(line) + ", column " + std::to_string(column) + ": " +
                            what);
    }
}

std::string readTextFile(const std::filesystem::path& file, std::uintmax_t maxBytes) {
    std::error_code ec;
    const auto status = std::filesystem::status(file, ec);
    if (std::filesystem::is_directory(status))
        throw SpecError(file.string(), "", "is a directory, expected a JSON file");
    if (std::filesystem::exists(status) && !std::filesystem::is_regular_file(status))
        throw SpecError(file.string(), "", "is not a regular file (a device, pipe or socket), expected a JSON file");
    const std::string tooLarge = "is larger than the limit of " + std::to_string(maxBytes >> 20) + " MiB for this file";
    if (std::filesystem::file_size(file, ec) > maxBytes && !ec) throw SpecError(file.string(), "", tooLarge);
    std::ifstream in(file, std::ios::binary);
    if (!in) throw SpecError(file.string(), "", "cannot open file (does it exist?)");
    // Bounded while reading too: the file may grow after its size was looked at.
    std::string text;
    std::vector<char> chunk(1 << 16);
    while (in.read(chunk.data(), static_cast<std::streamsize>(chunk.size())) || in.gcount() > 0) {
        text.append(chunk.data(), static_cast<std::size_t>(in.gcount()));
        if (text.size() > maxBytes) throw SpecError(file.string(), "", tooLarge);
    }
    return text;
}

nlohmann::json readJsonFile(const std::filesystem::path& file, std::uintmax_t maxBytes) {
    return parseJsonText(readTextFile(file, maxBytes), file.string());
}

void writeJsonFile(const std::filesystem::path& file, const nlohmann::json& doc) {
    std::ofstream out(file);
    out << doc.dump(2) << '\n';
    if (!out) throw SpecError(file.string(), "", "cannot write the file");
}

std::filesystem::path resolveBeside(const std::filesystem::path& file, const std::string& relative) {
    std::filesystem::path p(relative);
    if (p.is_absolute()) return p;
    return file.parent_path() / p;
}

} // namespace luma
