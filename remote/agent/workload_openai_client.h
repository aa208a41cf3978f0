#pragma once
// One HTTP exchange over Boost.Asio, on the caller's io_context: connect, send the request, read
// the response through HttpResponseReader, hand a 2xx body to a sink, and end exactly once —
// complete, failed or cancelled. Two clocks bound it: the whole exchange (request_timeout_s) and
// the silence between bytes (idle_timeout_s), so a server that hangs is a timeout, never a hang.
#include "remote/agent/workload_openai_http.h"

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>

#include <array>
#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

namespace luma::agent {

// What an exchange makes of a 2xx response's body.
class BodySink {
public:
    virtual ~BodySink() = default;
    // Body bytes; true when the exchange is complete with them (data: [DONE]). Throws HttpError.
    virtual bool body(std::string_view bytes) = 0;
    // The body ended without body() completing it: the problem, or "" when that is a success.
    virtual std::string ended() = 0;
};

struct ExchangeEnd {
    bool ok = false;
    bool responded = false; // a status line arrived
    int status = 0;
    bool timedOut = false;
    bool cancelled = false;
    std::string problem; // when not ok: what went wrong (the caller names the URL)
};

struct ExchangeOptions {
    double totalTimeoutS = 600;
    double idleTimeoutS = 120;
    HttpLimits limits;
};

class Exchange : public std::enable_shared_from_this<Exchange> {
public:
    using Done = std::function<void(const ExchangeEnd&)>;
    using Endpoints = boost::asio::ip::tcp::resolver::results_type;

    static std::shared_ptr<Exchange> start(boost::asio::io_context& io, const Endpoints& endpoints, std::string request,
                                           const ExchangeOptions& options, std::unique_ptr<BodySink> sink, Done done);
    // Ends it now (cancelled), its `done` called before this returns; nothing when it has ended.
    void cancel();

    Exchange(boost::asio::io_context& io, std::string request, const ExchangeOptions& options,
             std::unique_ptr<BodySink> sink, Done done);

private:
    using Clock = std::chrono::steady_clock;
    void arm();
    void onTimer();
    void read();
    void consume(std::string_view data);
    void onClose();
    void bodyEnded();
    void statusEnded();
    void finish(ExchangeEnd end);
    void fail(const std::string& problem, bool timedOut = false);

    boost::asio::ip::tcp::socket m_socket;
    boost::asio::steady_timer m_timer;
    std::string m_request;
    ExchangeOptions m_options;
    std::unique_ptr<BodySink> m_sink;
    Done m_done;
    HttpResponseReader m_reader;
    Clock::time_point m_deadline;
    std::string m_errorBody; // the start of a non-2xx body, for its error
    std::array<char, 16384> m_buffer{};
    bool m_ended = false;
};

// Resolves host:port once for a run; throws HttpError naming the host when it cannot.
Exchange::Endpoints resolveEndpoints(const std::string& host, int port);

// GET `path` and wait for its end (a fresh io_context, at most `timeoutS`): the status of a
// complete response, or the problem.
ExchangeEnd getOnce(const Exchange::Endpoints& endpoints, const std::string& hostPort, const std::string& path,
                    double timeoutS);

} // namespace luma::agent
