// libFuzzer target for the protocol reader: arbitrary bytes, delivered in arbitrary pieces,
// through the line framer, message classification and the validating parse of every message
// both ends read (client → agent and agent → client), then back to JSON. Built when clang is
// present; its corpus is replayed against the real agent by tst_corpus_replay in every CI run.
#include "remote/protocol/message.h"
#include "remote/protocol/messages.h"

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <variant>

namespace {

template <class Variant>
void roundTrip(const luma::protocol::Parsed<Variant>& parsed) {
    if (!parsed) {
        (void)parsed.error().text();
        return;
    }
    std::visit([](const auto& m) { (void)m.toJson().dump(-1, ' ', false, nlohmann::json::error_handler_t::replace); },
               *parsed);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size == 0) return 0;
    // The first byte picks the read size, as pipes deliver whatever they have.
    const std::size_t piece = 1 + data[0] % 64;
    luma::protocol::LineFramer framer(4096);
    std::string_view bytes(reinterpret_cast<const char*>(data) + 1, size - 1);
    auto handle = [](const luma::protocol::Frame& f) {
        auto in = luma::protocol::classify(f);
        if (in.kind != luma::protocol::Incoming::Kind::Message) return;
        (void)in.message.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
        roundTrip(luma::protocol::parseClientMessage(in.message));
        roundTrip(luma::protocol::parseAgentMessage(in.message));
    };
    while (!bytes.empty()) {
        auto part = bytes.substr(0, piece);
        bytes.remove_prefix(part.size());
        for (const auto& f : framer.feed(part)) handle(f);
    }
    for (const auto& f : framer.finish()) handle(f);
    return 0;
}
