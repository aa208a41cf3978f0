#pragma once
// A number as messages show it: six significant figures, no trailing zeros ("%.6g").
#include <cstdio>
#include <string>

namespace luma {

inline std::string numberText(double v) {
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return buf;
}

} // namespace luma
