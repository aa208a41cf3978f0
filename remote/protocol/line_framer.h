#pragma once
// Splits a byte stream into lines, bounded: a line longer than the limit is dropped (up to its
// newline) and reported once, so a broken or hostile peer can neither exhaust memory nor wedge
// the reader.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace luma::protocol {

struct Frame {
    std::string line; // without the newline; empty for an oversized frame
    bool oversized = false;
    std::size_t bytes = 0; // bytes the frame had (for oversized: at least the limit)
};

class LineFramer {
public:
    explicit LineFramer(std::size_t maxLine);
    // Appends bytes; returns the frames completed by them.
    std::vector<Frame> feed(std::string_view bytes);
    // At end of stream: a final unterminated line, if any.
    std::vector<Frame> finish();

private:
    std::size_t m_max;
    std::string m_buffer;
    bool m_discarding = false;
    std::size_t m_discarded = 0;
};

} // namespace luma::protocol
