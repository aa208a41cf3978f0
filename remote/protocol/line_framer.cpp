#include "remote/protocol/line_framer.h"

namespace luma::protocol {

LineFramer::LineFramer(std::size_t maxLine) : m_max(maxLine) {}

std::vector<Frame> LineFramer::feed(std::string_view bytes) {
    std::vector<Frame> out;
    while (!bytes.empty()) {
        const std::size_t nl = bytes.find('\n');
        const std::string_view part = bytes.substr(0, nl);
        if (m_discarding) {
            m_discarded += part.size();
        } else if (m_buffer.size() + part.size() > m_max) {
            m_discarding = true;
            m_discarded = m_buffer.size() + part.size();
            m_buffer.clear();
        } else {
            m_buffer.append(part);
        }
        if (nl == std::string_view::npos) break;
        bytes.remove_prefix(nl + 1);
        if (m_discarding) {
            out.push_back({{}, true, m_discarded});
            m_discarding = false;
            m_discarded = 0;
        } else {
            if (!m_buffer.empty() && m_buffer.back() == '\r') m_buffer.pop_back();
            out.push_back({std::move(m_buffer), false, 0});
            m_buffer.clear();
        }
    }
    return out;
}

std::vector<Frame> LineFramer::finish() {
    std::vector<Frame> out;
    if (m_discarding)
        out.push_back({{}, true, m_discarded});
    else if (!m_buffer.empty())
        out.push_back({std::move(m_buffer), false, 0});
    m_buffer.clear();
    m_discarding = false;
    return out;
}

} // namespace luma::protocol
