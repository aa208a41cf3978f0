#include "core/util/json_file.h"

#include "core/util/spec_error.h"

#include <fstream>
#include <set>
#include <sstream>
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

nlohmann::json readJsonFile(const std::filesystem::path& file) {
    std::error_code ec;
    if (std::filesystem::is_directory(file, ec))
        throw SpecError(file.string(), "", "is a directory, expected a JSON file");
    std::ifstream in(file, std::ios::binary);
    if (!in) throw SpecError(file.string(), "", "cannot open file (does it exist?)");
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return parseJsonText(buffer.str(), file.string());
}

std::filesystem::path resolveBeside(const std::filesystem::path& file, const std::string& relative) {
    std::filesystem::path p(relative);
    if (p.is_absolute()) return p;
    return file.parent_path() / p;
}

} // namespace luma
