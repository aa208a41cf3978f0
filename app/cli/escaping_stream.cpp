#include "app/cli/escaping_stream.h"

#include "core/util/printable.h"

namespace luma::cli {

namespace {

constexpr std::size_t kChunk = 1 << 14;

} // namespace

EscapingBuffer::EscapingBuffer(std::ostream& stream) : m_stream(stream), m_original(stream.rdbuf(this)) {}

EscapingBuffer::~EscapingBuffer() {
    emit(true);
    m_original->pubsync();
    m_stream.rdbuf(m_original);
}

// Writes what is pending, escaped; keeps a UTF-8 sequence cut by the write for the next one.
void EscapingBuffer::emit(bool all) {
    const std::size_t keep = all ? 0 : incompleteUtf8Tail(m_pending);
    const std::string out = printable(std::string_view(m_pending).substr(0, m_pending.size() - keep));
    m_original->sputn(out.data(), static_cast<std::streamsize>(out.size()));
    m_pending.erase(0, m_pending.size() - keep);
}

EscapingBuffer::int_type EscapingBuffer::overflow(int_type c) {
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    m_pending.push_back(traits_type::to_char_type(c));
    if (m_pending.size() >= kChunk || c == '\n') emit(false);
    return c;
}

std::streamsize EscapingBuffer::xsputn(const char* s, std::streamsize n) {
    m_pending.append(s, static_cast<std::size_t>(n));
    if (m_pending.size() >= kChunk || m_pending.find('\n') != std::string::npos) emit(false);
    return n;
}

int EscapingBuffer::sync() {
    emit(false);
    return m_original->pubsync();
}

} // namespace luma::cli
