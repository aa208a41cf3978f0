#include "remote/agent/workload_openai_http.h"

#include <algorithm>
#include <cctype>

namespace luma::agent {

namespace {

std::string lower(std::string_view s) {
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
    return out;
}

std::string trimmed(std::string_view s) {
    const auto b = s.find_first_not_of(" \t");
    if (b == std::string_view::npos) return {};
    return std::string(s.substr(b, s.find_last_not_of(" \t") - b + 1));
}

// What a bad line looked like, for an error: at most 80 bytes, control bytes as '?'.
std::string shown(std::string_view s) {
    std::string out(s.substr(0, 80));
    for (char& c : out)
        if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) == 0x7f) c = '?';
    return "\"" + out + (s.size() > 80 ? "...\"" : "\"");
}

bool allDigits(const std::string& s) {
    return !s.empty() && std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c); });
}

} // namespace

std::string httpPost(const std::string& hostPort, const std::string& path, const std::string& body,
                     const std::string& bearer) {
    std::string r = "POST " + path + " HTTP/1.1\r\nHost: " + hostPort +
                    "\r\nContent-Type: application/json\r\nAccept: text/event-stream\r\nUser-Agent: luma-agent\r\n"
                    "Content-Length: " +
                    std::to_string(body.size()) + "\r\nConnection: close\r\n";
    if (!bearer.empty()) r += "Authorization: Bearer " + bearer + "\r\n";
    return r + "\r\n" + body;
}

std::string httpGet(const std::string& hostPort, const std::string& path) {
    return "GET " + path + " HTTP/1.1\r\nHost: " + hostPort + "\r\nUser-Agent: luma-agent\r\nConnection: close\r\n\r\n";
}

std::string HttpResponseReader::header(std::string_view name) const {
    const std::string key = lower(name);
    for (const auto& [n, v] : m_headers)
        if (n == key) return v;
    return {};
}

// One line ending in '\n' (a '\r' before it dropped) moved from `data` into `line`; false when
// `data` ended first (the part is kept for the next feed).
bool HttpResponseReader::takeLine(std::string_view& data, std::string& line, std::size_t max, const char* what) {
    const std::size_t nl = data.find('\n');
    const std::size_t take = nl == std::string_view::npos ? data.size() : nl + 1;
    if (m_line.size() + take > max) throw HttpError(std::string(what) + " is over " + std::to_string(max) + " bytes");
    m_line.append(data.substr(0, take));
    data.remove_prefix(take);
    if (nl == std::string_view::npos) return false;
    m_line.pop_back();
    if (!m_line.empty() && m_line.back() == '\r') m_line.pop_back();
    line = std::move(m_line);
    m_line.clear();
    return true;
}

void HttpResponseReader::onStatusLine(const std::string& line) {
    // "HTTP/1.1 200 OK": the version, a space, three digits.
    if (line.size() < 12 || line.compare(0, 7, "HTTP/1.") != 0 || line[8] != ' ' || !allDigits(line.substr(9, 3)))
        throw HttpError("not an HTTP/1.x response: " + shown(line));
    m_status = std::stoi(line.substr(9, 3));
    m_headers.clear();
    m_state = State::Headers;
}

void HttpResponseReader::onHeaderLine(const std::string& line) {
    if (line.empty()) {
        startBody();
        return;
    }
    const std::size_t colon = line.find(':');
    if (colon == 0 || colon == std::string::npos)
        throw HttpError("a response header is not \"Name: value\": " + shown(line));
    if (m_headers.size() >= m_limits.maxHeaders)
        throw HttpError("the response has over " + std::to_string(m_limits.maxHeaders) + " headers");
    m_headers.emplace_back(lower(line.substr(0, colon)), trimmed(std::string_view(line).substr(colon + 1)));
}

void HttpResponseReader::startBody() {
    if (m_status >= 100 && m_status < 200) { // an interim response: the real one follows
        m_state = State::StatusLine;
        return;
    }
    const std::string te = lower(header("transfer-encoding")), cl = header("content-length");
    if (m_status == 204 || m_status == 304) {
        m_state = State::Done;
    } else if (!te.empty()) {
        // The last coding must be chunked; anything else (gzip alone) is not a framing we read.
        if (te.size() < 7 || te.compare(te.size() - 7, 7, "chunked") != 0)
            throw HttpError("unsupported Transfer-Encoding " + shown(te) + " (the workload reads chunked)");
        m_state = State::ChunkSize;
    } else if (!cl.empty()) {
        if (!allDigits(cl) || cl.size() > 15) throw HttpError("a bad Content-Length " + shown(cl));
        m_left = static_cast<std::size_t>(std::stoull(cl));
        if (m_left > m_limits.maxBodyBytes)
            throw HttpError("the response's Content-Length " + cl + " is over the limit of " +
                            std::to_string(m_limits.maxBodyBytes) + " bytes");
        m_state = m_left == 0 ? State::Done : State::Fixed;
    } else {
        m_state = State::UntilClose;
    }
}

void HttpResponseReader::onChunkSize(const std::string& line) {
    const std::string size = trimmed(std::string_view(line).substr(0, line.find(';')));
    if (size.empty() || size.size() > 15 ||
        !std::all_of(size.begin(), size.end(), [](unsigned char c) { return std::isxdigit(c); }))
        throw HttpError("a bad chunk size line " + shown(line));
    m_left = static_cast<std::size_t>(std::stoull(size, nullptr, 16));
    if (m_bodyBytes + m_left > m_limits.maxBodyBytes)
        throw HttpError("the response body is over the limit of " + std::to_string(m_limits.maxBodyBytes) + " bytes");
    m_state = m_left == 0 ? State::Trailers : State::ChunkData;
}

void HttpResponseReader::appendBody(std::string_view bytes, std::string& body) {
    if (m_bodyBytes + bytes.size() > m_limits.maxBodyBytes)
        throw HttpError("the response body is over the limit of " + std::to_string(m_limits.maxBodyBytes) + " bytes");
    m_bodyBytes += bytes.size();
    body.append(bytes);
}

void HttpResponseReader::feed(std::string_view data, std::string& body) {
    std::string line;
    while (!data.empty()) {
        switch (m_state) {
        case State::StatusLine:
        case State::Headers: {
            const std::size_t before = data.size();
            const bool got = takeLine(data, line, m_limits.maxHeadBytes, "a line of the response's head");
            m_headBytes += before - data.size();
            if (m_headBytes > m_limits.maxHeadBytes)
                throw HttpError("the response's head is over " + std::to_string(m_limits.maxHeadBytes) + " bytes");
            if (!got) return;
            if (m_state == State::StatusLine)
                onStatusLine(line);
            else
                onHeaderLine(line);
            break;
        }
        case State::Fixed:
        case State::ChunkData: {
            const std::size_t n = std::min(m_left, data.size());
            appendBody(data.substr(0, n), body);
            data.remove_prefix(n);
            m_left -= n;
            if (m_left == 0) m_state = m_state == State::Fixed ? State::Done : State::ChunkEnd;
            break;
        }
        case State::ChunkSize:
            if (!takeLine(data, line, m_limits.maxChunkLineBytes, "a chunk-size line")) return;
            onChunkSize(line);
            break;
        case State::ChunkEnd:
            if (!takeLine(data, line, 2, "the line ending a chunk")) return;
            if (!line.empty()) throw HttpError("a chunk is longer than its size says: " + shown(line));
            m_state = State::ChunkSize;
            break;
        case State::Trailers:
            if (!takeLine(data, line, m_limits.maxChunkLineBytes, "a trailer line")) return;
            if (line.empty()) m_state = State::Done;
            break;
        case State::UntilClose: appendBody(data, body); return;
        case State::Done: return; // bytes after the response (Connection: close): ignored
        }
    }
}

void HttpResponseReader::finish() {
    switch (m_state) {
    case State::UntilClose: m_state = State::Done; return;
    case State::Done: return;
    case State::StatusLine:
        throw HttpError(m_headBytes == 0 ? "the server closed the connection without a response"
                                         : "the connection closed inside the response's status line");
    case State::Headers: throw HttpError("the connection closed inside the response's headers");
    case State::Fixed:
        throw HttpError("the connection closed " + std::to_string(m_left) + " bytes before the Content-Length's end");
    default: throw HttpError("the connection closed inside a chunked body (no last chunk)");
    }
}

} // namespace luma::agent
