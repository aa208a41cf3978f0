#pragma once
// Text from outside (campaign, host, intervention and resource names, an agent's messages) is
// printed only once what could drive the terminal is escaped: C0 controls but newline and tab
// (ESC, BEL, NUL, CR, ...), DEL, C1 controls, and the bidirectional overrides and isolates
// (U+202A..U+202E, U+2066..U+2069, U+200E, U+200F, U+061C), each as \uXXXX (so escaped JSON
// stays JSON); a byte that is not UTF-8 as \xNN.
#include <cstddef>
#include <string>
#include <string_view>

namespace luma {

std::string printable(std::string_view text);
// How many bytes at the end of `text` start a UTF-8 sequence that is not complete yet (0..3):
// a stream that escapes as it goes keeps them for the next write.
std::size_t incompleteUtf8Tail(std::string_view text);

} // namespace luma
