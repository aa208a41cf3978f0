#pragma once
// The byte stream to an agent, whatever carries it: the pipes of a local child today, an SSH
// channel or a Slurm step next. The session above it speaks the protocol; the transport only
// moves bytes and says, when the stream ends, why (what the agent printed on stderr).
#include <stdexcept>
#include <string>
#include <string_view>

namespace luma::client {

class AgentError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class AgentTransport {
public:
    virtual ~AgentTransport() = default;
    virtual void write(std::string_view bytes) = 0; // throws AgentError when the agent stopped reading
    // The bytes that arrived within `timeoutS` ("" when none); throws AgentError once the stream
    // has ended, with the reason.
    virtual std::string read(double timeoutS) = 0;
    // Ends the conversation: closes the stream and releases what carries it (a local child is
    // waited for, then killed if it lingers).
    virtual void close() = 0;
    virtual std::string describe() const = 0; // for messages: "local agent (pid 4242)"
};

} // namespace luma::client
