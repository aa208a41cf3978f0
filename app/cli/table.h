#pragma once
// Plain-text tables for the terminal: a header, aligned columns, numbers right-aligned.
#include <ostream>
#include <string>
#include <vector>

namespace luma::cli {

class Table {
public:
    explicit Table(std::vector<std::string> header) : m_header(std::move(header)) {}
    void add(std::vector<std::string> row) { m_rows.push_back(std::move(row)); }
    void print(std::ostream& out) const;

private:
    std::vector<std::string> m_header;
    std::vector<std::vector<std::string>> m_rows;
};

// Numbers for people: `digits` significant figures, thousands kept readable.
std::string num(double value, int digits = 3);
std::string fixed(double value, int decimals);
// A level or setting: whole numbers without decimals, others without trailing zeros.
std::string trimmed(double value);

} // namespace luma::cli
