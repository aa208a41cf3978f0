#include "app/cli/table.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace luma::cli {

namespace {
bool numeric(const std::string& s) {
    return !s.empty() && (std::isdigit(static_cast<unsigned char>(s[0])) || s[0] == '-' || s[0] == '+') &&
           s.find_first_not_of("0123456789.,-+e%x ") == std::string::npos;
}
// Display width in terminal columns (UTF-8 continuation bytes take none).
std::size_t width(const std::string& s) {
    return static_cast<std::size_t>(std::count_if(s.begin(), s.end(), [](char c) { return (c & 0xC0) != 0x80; }));
}
} // namespace

void Table::print(std::ostream& out) const {
    std::vector<std::size_t> widths(m_header.size(), 0);
    auto measure = [&](const std::vector<std::string>& row) {
        for (std::size_t i = 0; i < row.size() && i < widths.size(); ++i)
            widths[i] = std::max(widths[i], width(row[i]));
    };
    measure(m_header);
    for (const auto& r : m_rows) measure(r);
    // A lone "-" (no value) takes its column's side: right among numbers, left among words.
    std::vector<bool> numbers(m_header.size(), false);
    for (const auto& r : m_rows)
        for (std::size_t i = 0; i < r.size() && i < numbers.size(); ++i)
            if (r[i] != "-" && numeric(r[i])) numbers[i] = true;
    auto line = [&](const std::vector<std::string>& row, bool header) {
        std::string text;
        for (std::size_t i = 0; i < widths.size(); ++i) {
            std::string cell = i < row.size() ? row[i] : "";
            std::string pad(widths[i] - width(cell), ' ');
            bool right = !header && (cell == "-" ? numbers[i] : numeric(cell));
            text += right ? pad + cell : cell + pad;
            if (i + 1 < widths.size()) text += "  ";
        }
        while (!text.empty() && text.back() == ' ') text.pop_back();
        out << text << '\n';
    };
    line(m_header, true);
    std::string rule;
    for (std::size_t i = 0; i < widths.size(); ++i)
        rule += std::string(widths[i], '-') + (i + 1 < widths.size() ? "  " : "");
    out << rule << '\n';
    for (const auto& r : m_rows) line(r, false);
}

std::string num(double value, int digits) {
    if (std::isnan(value)) return "n/a";
    if (std::isinf(value)) return "unbounded";
    double mag = std::fabs(value);
    char buf[64];
    if (mag >= 1e15) {
        std::snprintf(buf, sizeof buf, "%.*e", digits - 1, value);
        return buf;
    }
    int decimals = 0;
    if (mag > 0) decimals = std::max(0, digits - 1 - static_cast<int>(std::floor(std::log10(mag))));
    std::snprintf(buf, sizeof buf, "%.*f", std::min(decimals, 6), value);
    return buf;
}

std::string fixed(double value, int decimals) {
    if (std::isinf(value)) return "unbounded";
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
    return buf;
}

std::string trimmed(double v) {
    if (v == std::floor(v) && std::fabs(v) < 1e12) return fixed(v, 0);
    std::string s = num(v, 4);
    if (s.find('.') != std::string::npos && s.find('e') == std::string::npos) {
        while (s.back() == '0') s.pop_back();
        if (s.back() == '.') s.pop_back();
    }
    return s;
}

} // namespace luma::cli
