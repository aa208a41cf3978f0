#include "remote/agent/workload_openai_sse.h"

#include "core/util/json_bounded.h"
#include "remote/agent/workload_openai_http.h"

#include <nlohmann/json.hpp>

namespace luma::agent {

namespace {

std::string start(const std::string& payload) {
    std::string out = payload.substr(0, 120);
    for (char& c : out)
        if (static_cast<unsigned char>(c) < 0x20) c = '?';
    return "\"" + out + (payload.size() > 120 ? "...\"" : "\"");
}

[[noreturn]] void badChunk(const std::string& problem, const std::string& payload) {
    throw HttpError("a streamed chunk " + problem + ": " + start(payload));
}

// The server's own error: {"error": "text"} or {"error": {"message": "text", ...}}.
std::string errorText(const nlohmann::json& e) {
    if (e.is_string()) return e.get<std::string>();
    if (e.is_object() && e.contains("message") && e["message"].is_string()) return e["message"].get<std::string>();
    return e.dump().substr(0, 200);
}

} // namespace

void SseReader::endLine(std::vector<std::string>& out) {
    // Anything but data (a blank line, a ':' comment, event, id, retry) is skipped.
    if (m_line.size() >= 5 && m_line.compare(0, 5, "data:") == 0) {
        const std::size_t from = m_line.size() > 5 && m_line[5] == ' ' ? 6 : 5;
        out.push_back(m_line.substr(from));
    }
    m_line.clear();
}

std::vector<std::string> SseReader::feed(std::string_view bytes) {
    std::vector<std::string> out;
    for (const char c : bytes) {
        if (c == '\n' && m_afterCr) {
            m_afterCr = false;
            continue;
        }
        m_afterCr = c == '\r';
        if (c == '\n' || c == '\r') {
            endLine(out);
            continue;
        }
        if (m_line.size() >= m_max) throw HttpError("an event-stream line is over " + std::to_string(m_max) + " bytes");
        m_line += c;
    }
    return out;
}

StreamChunk readStreamChunk(const std::string& payload, bool chat) {
    StreamChunk out;
    if (payload == "[DONE]") {
        out.done = true;
        return out;
    }
    std::string problem;
    const nlohmann::json j = parseJsonBounded(payload, &problem);
    if (j.is_discarded()) badChunk("is not JSON (" + problem.substr(0, 120) + ")", payload);
    if (!j.is_object()) badChunk("is not a JSON object", payload);
    if (const auto e = j.find("error"); e != j.end() && !e->is_null()) {
        out.error = errorText(*e);
        return out;
    }
    if (const auto u = j.find("usage"); u != j.end() && u->is_object()) {
        const auto t = u->find("completion_tokens");
        if (t != u->end() && !t->is_null()) {
            if (!t->is_number_integer() || t->get<long long>() < 0)
                badChunk("has a usage.completion_tokens that is not a whole number", payload);
            out.completionTokens = t->get<long long>();
        }
    }
    const auto choices = j.find("choices");
    if (choices == j.end() || choices->is_null()) {
        if (!out.completionTokens) badChunk("has neither choices nor usage", payload);
        return out;
    }
    if (!choices->is_array()) badChunk("has choices that are not an array", payload);
    if (choices->empty()) return out; // the usage chunk
    const nlohmann::json& c = choices->front();
    if (!c.is_object()) badChunk("has a choice that is not an object", payload);
    // The generated text; a reasoning model streams its thinking as delta.reasoning_content, which
    // counts too (as vllm bench serve counts it).
    const auto d = c.find("delta");
    const nlohmann::json* from = chat ? (d != c.end() && d->is_object() ? &*d : nullptr) : &c;
    const char* const keys[] = {chat ? "content" : "text", chat ? "reasoning_content" : nullptr};
    for (const char* key : keys) {
        if (!from || !key) continue;
        const auto t = from->find(key);
        if (t == from->end() || t->is_null()) continue;
        if (!t->is_string())
            badChunk(std::string("has a ") + (chat ? "delta." : "") + key + " that is not a string", payload);
        out.hasText = out.hasText || !t->get<std::string>().empty();
    }
    return out;
}

} // namespace luma::agent
