#pragma once
// A field of a JSON result core produced (a tune or codesign decision, as stored or just made), read
// for display: the string or number at `key`, empty or 0 where it is missing or of another type.
#include <QString>

#include <nlohmann/json.hpp>

namespace luma::ui {

inline QString jsonText(const nlohmann::json& j, const char* key) {
    return j.is_object() && j.contains(key) && j[key].is_string() ? QString::fromStdString(j[key].get<std::string>())
                                                                  : QString();
}

inline double jsonNumber(const nlohmann::json& j, const char* key) {
    return j.is_object() && j.contains(key) && j[key].is_number() ? j[key].get<double>() : 0.0;
}

} // namespace luma::ui
