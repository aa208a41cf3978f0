#pragma once
// Everything luma prints goes through printable() (core/util/printable.h): std::cout and
// std::cerr write through an EscapingBuffer for the life of main, so no command, table, report
// or error message can put a name's ESC, BEL, NUL or right-to-left override on the terminal.
// JSON output stays JSON (escapes are \uXXXX, and JSON never holds raw controls).
#include <ostream>
#include <streambuf>
#include <string>

namespace luma::cli {

class EscapingBuffer : public std::streambuf {
public:
    explicit EscapingBuffer(std::ostream& stream); // installs itself; the destructor restores
    ~EscapingBuffer() override;
    EscapingBuffer(const EscapingBuffer&) = delete;
    EscapingBuffer& operator=(const EscapingBuffer&) = delete;

protected:
    int_type overflow(int_type c) override;
    std::streamsize xsputn(const char* s, std::streamsize n) override;
    int sync() override;

private:
    void emit(bool all);
    std::ostream& m_stream;
    std::streambuf* m_original;
    std::string m_pending;
};

} // namespace luma::cli
