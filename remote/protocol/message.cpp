#include "remote/protocol/message.h"

#include "core/util/json_bounded.h"
#include "remote/protocol/protocol.h"

namespace luma::protocol {

Incoming classify(const Frame& frame) {
    Incoming in;
    if (frame.oversized) {
        in.kind = Incoming::Kind::Invalid;
        in.errorCode = "oversized";
        in.errorMessage = "a message of " + std::to_string(frame.bytes) + " bytes exceeds the limit of " +
                          std::to_string(kMaxLineBytes) + " bytes; it was dropped";
        return in;
    }
    if (frame.line.find_first_not_of(" \t\r") == std::string::npos) return in; // keep-alive
    std::string problem;
    nlohmann::json msg = parseJsonBounded(frame.line, &problem);
    in.kind = Incoming::Kind::Invalid;
    in.errorCode = "malformed";
    if (msg.is_discarded()) {
        in.errorMessage = problem + ": " + frame.line.substr(0, 120);
    } else if (!msg.is_object() || !msg.contains("type") || !msg["type"].is_string()) {
        in.errorMessage = "a message must be a JSON object with a string \"type\"";
    } else {
        in.kind = Incoming::Kind::Message;
        in.errorCode.clear();
        in.message = std::move(msg);
    }
    return in;
}

} // namespace luma::protocol
