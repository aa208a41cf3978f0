#pragma once
// Server-Sent Events as OpenAI-compatible servers stream them: `data: {json}` lines, ended by
// `data: [DONE]`. Read line by line, as `vllm bench serve` reads them (each data line one event;
// comments, event/id/retry fields and blank lines skipped), with a bounded line length. Each
// payload is then one streamed completion chunk: its text (completions: choices[0].text; chat:
// choices[0].delta.content), the usage the last chunk may carry, or an error the server sent.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace luma::agent {

class SseReader {
public:
    explicit SseReader(std::size_t maxLineBytes = 1024 * 1024) : m_max(maxLineBytes) {}
    // The payloads of the data lines completed by `bytes` (after "data:" and one optional
    // space). Throws HttpError when a line is over the limit.
    std::vector<std::string> feed(std::string_view bytes);
    // Bytes of a line still open (a stream that ends inside a line).
    std::size_t pending() const { return m_line.size(); }

private:
    void endLine(std::vector<std::string>& out);
    std::size_t m_max;
    std::string m_line;
    bool m_afterCr = false; // a '\r' ended the last line: a '\n' right after it is the same ending
};

struct StreamChunk {
    bool done = false;                         // data: [DONE]
    bool hasText = false;                      // carried generated text (a token, or several)
    std::optional<long long> completionTokens; // usage.completion_tokens
    std::string error;                         // the server's own error event ("" none)
};

// One payload read as a completion chunk; throws HttpError when it is not JSON or not shaped
// like one (naming what was wrong and showing the start of the payload).
StreamChunk readStreamChunk(const std::string& payload, bool chat);

} // namespace luma::agent
