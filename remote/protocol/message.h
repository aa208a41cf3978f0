#pragma once
// Turning one framed line into a protocol message, or into the reason it is not one.
#include "remote/protocol/line_framer.h"

#include <nlohmann/json.hpp>

#include <string>

namespace luma::protocol {

struct Incoming {
    enum class Kind { Message, Blank, Invalid } kind = Kind::Blank;
    nlohmann::json message; // Kind::Message: an object with a string "type"
    std::string errorCode;  // Kind::Invalid: "oversized" or "malformed"
    std::string errorMessage;
};

Incoming classify(const Frame& frame);

} // namespace luma::protocol
