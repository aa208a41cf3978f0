#pragma once
// HTTP/1.1 as the openai-endpoint workload speaks it: the requests it sends (one per connection,
// `Connection: close`) and an incremental, bounded reader of the response — status line,
// headers, and a body framed by chunked transfer encoding, Content-Length or the connection's
// close. Every limit is a HttpError naming what was too long, so that a server that lies or
// floods is an error, never unbounded memory.
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace luma::agent {

class HttpError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct HttpLimits {
    std::size_t maxHeadBytes = 64 * 1024;        // status line and headers together
    std::size_t maxBodyBytes = 64 * 1024 * 1024; // one response's body, de-chunked
    std::size_t maxChunkLineBytes = 1024;        // a chunk-size line with its extensions
    std::size_t maxHeaders = 100;
};

// "POST /v1/completions HTTP/1.1" with Host, Content-Type, Accept, Content-Length, Connection:
// close and, when `bearer` is not empty, Authorization.
std::string httpPost(const std::string& hostPort, const std::string& path, const std::string& body,
                     const std::string& bearer);
std::string httpGet(const std::string& hostPort, const std::string& path);

class HttpResponseReader {
public:
    explicit HttpResponseReader(HttpLimits limits = {}) : m_limits(limits) {}

    // Reads `data`; the body's bytes (de-chunked) are appended to `body`. Throws HttpError.
    void feed(std::string_view data, std::string& body);
    // At the connection's close: the body ends there when the response is close-framed; a
    // response cut short (inside the head, a chunk or before Content-Length) throws HttpError.
    void finish();

    bool headComplete() const { return m_state > State::Headers; }
    bool complete() const { return m_state == State::Done; }
    int status() const { return m_status; }
    // The header's value (names compare case-insensitively); "" when absent.
    std::string header(std::string_view name) const;
    std::size_t bodyBytes() const { return m_bodyBytes; }

private:
    enum class State { StatusLine, Headers, Fixed, ChunkSize, ChunkData, ChunkEnd, Trailers, UntilClose, Done };
    bool takeLine(std::string_view& data, std::string& line, std::size_t max, const char* what);
    void onStatusLine(const std::string& line);
    void onHeaderLine(const std::string& line);
    void startBody();
    void onChunkSize(const std::string& line);
    void appendBody(std::string_view bytes, std::string& body);

    HttpLimits m_limits;
    State m_state = State::StatusLine;
    int m_status = 0;
    std::vector<std::pair<std::string, std::string>> m_headers; // lower-case names
    std::string m_line;                                         // a line read in part
    std::size_t m_headBytes = 0;                                // the head so far
    std::size_t m_left = 0;                                     // Fixed / ChunkData: body bytes still to come
    std::size_t m_bodyBytes = 0;
};

} // namespace luma::agent
