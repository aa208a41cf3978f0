// libFuzzer target for the agent's protocol reader: arbitrary bytes, delivered in arbitrary
// pieces, through the line framer and message classification. Built when clang is present;
// its corpus is replayed against the real agent by tst_corpus_replay in every CI run.
#include "remote/protocol/message.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size == 0) return 0;
    // The first byte picks the read size, as pipes deliver whatever they have.
    const std::size_t piece = 1 + data[0] % 64;
    luma::protocol::LineFramer framer(4096);
    std::string_view bytes(reinterpret_cast<const char*>(data) + 1, size - 1);
    auto handle = [](const luma::protocol::Frame& f) {
        auto in = luma::protocol::classify(f);
        if (in.kind == luma::protocol::Incoming::Kind::Message) (void)in.message.dump();
    };
    while (!bytes.empty()) {
        auto part = bytes.substr(0, piece);
        bytes.remove_prefix(part.size());
        for (const auto& f : framer.feed(part)) handle(f);
    }
    for (const auto& f : framer.finish()) handle(f);
    return 0;
}
