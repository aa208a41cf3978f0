#include "remote/agent/workload_openai_client.h"

#include "core/util/number_text.h"

#include <boost/asio/connect.hpp>
#include <boost/asio/write.hpp>

#include <algorithm>

namespace luma::agent {

namespace asio = boost::asio;
using tcp = asio::ip::tcp;

namespace {

constexpr std::size_t kErrorBodyBytes = 2048;

// A health check's body: read (within the reader's limits) and dropped.
class DiscardSink : public BodySink {
public:
    bool body(std::string_view) override { return false; }
    std::string ended() override { return {}; }
};

std::string printable(std::string s) {
    for (char& c : s)
        if (static_cast<unsigned char>(c) < 0x20) c = ' ';
    return s;
}

} // namespace

Exchange::Exchange(asio::io_context& io, std::string request, const ExchangeOptions& options,
                   std::unique_ptr<BodySink> sink, Done done)
    : m_socket(io), m_timer(io), m_request(std::move(request)), m_options(options), m_sink(std::move(sink)),
      m_done(std::move(done)), m_reader(options.limits),
      m_deadline(Clock::now() +
                 std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(options.totalTimeoutS))) {}

std::shared_ptr<Exchange> Exchange::start(asio::io_context& io, const Endpoints& endpoints, std::string request,
                                          const ExchangeOptions& options, std::unique_ptr<BodySink> sink, Done done) {
    auto x = std::make_shared<Exchange>(io, std::move(request), options, std::move(sink), std::move(done));
    x->arm();
    asio::async_connect(x->m_socket, endpoints, [x](const boost::system::error_code& ec, const tcp::endpoint&) {
        if (x->m_ended) return;
        if (ec) return x->fail("cannot connect: " + ec.message());
        asio::async_write(x->m_socket, asio::buffer(x->m_request),
                          [x](const boost::system::error_code& wec, std::size_t) {
                              if (x->m_ended) return;
                              if (wec) return x->fail("sending the request failed: " + wec.message());
                              x->read();
                          });
    });
    return x;
}

void Exchange::cancel() {
    ExchangeEnd end;
    end.cancelled = true;
    end.problem = "cancelled";
    finish(std::move(end));
}

// The next expiry: the exchange's deadline, or the idle limit from now if that comes first.
void Exchange::arm() {
    const auto idle = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                         std::chrono::duration<double>(m_options.idleTimeoutS));
    m_timer.expires_at(std::min(m_deadline, idle));
    m_timer.async_wait([self = shared_from_this()](const boost::system::error_code& ec) {
        if (!ec) self->onTimer();
    });
}

void Exchange::onTimer() {
    if (m_ended) return;
    const auto now = Clock::now();
    if (m_timer.expiry() > now) { // re-armed after this wait had fired: wait for the new expiry
        m_timer.async_wait([self = shared_from_this()](const boost::system::error_code& ec) {
            if (!ec) self->onTimer();
        });
        return;
    }
    const std::string progress = !m_reader.headComplete() ? "no response yet"
                                                          : "HTTP " + std::to_string(m_reader.status()) + ", " +
                                                                std::to_string(m_reader.bodyBytes()) + " body bytes";
    if (now >= m_deadline)
        fail("no complete response within request_timeout_s=" + numberText(m_options.totalTimeoutS) + " (" + progress +
                 ")",
             true);
    else
        fail("no byte for idle_timeout_s=" + numberText(m_options.idleTimeoutS) + " (" + progress +
                 "; the server hangs?)",
             true);
}

void Exchange::read() {
    m_socket.async_read_some(asio::buffer(m_buffer),
                             [self = shared_from_this()](const boost::system::error_code& ec, std::size_t n) {
                                 if (self->m_ended) return;
                                 if (ec == asio::error::eof) return self->onClose();
                                 if (ec) return self->fail("reading the response failed: " + ec.message());
                                 self->arm();
                                 self->consume(std::string_view(self->m_buffer.data(), n));
                                 if (!self->m_ended) self->read();
                             });
}

void Exchange::consume(std::string_view data) {
    try {
        std::string body;
        m_reader.feed(data, body);
        if (!m_reader.headComplete()) return;
        const int status = m_reader.status();
        if (status < 200 || status > 299) {
            m_errorBody.append(body.substr(0, kErrorBodyBytes - std::min(kErrorBodyBytes, m_errorBody.size())));
            if (m_reader.complete() || m_errorBody.size() >= kErrorBodyBytes) statusEnded();
            return;
        }
        if (!body.empty() && m_sink->body(body)) {
            ExchangeEnd end;
            end.ok = true;
            finish(std::move(end));
            return;
        }
        if (m_reader.complete()) bodyEnded();
    } catch (const HttpError& e) {
        fail(e.what());
    }
}

void Exchange::onClose() {
    try {
        m_reader.finish();
    } catch (const HttpError& e) {
        return fail(e.what());
    }
    const int status = m_reader.status();
    if (status < 200 || status > 299) return statusEnded();
    bodyEnded();
}

void Exchange::bodyEnded() {
    std::string problem = m_sink->ended();
    if (problem.empty()) {
        ExchangeEnd end;
        end.ok = true;
        finish(std::move(end));
        return;
    }
    const std::string type = m_reader.header("content-type");
    if (type.find("text/event-stream") == std::string::npos)
        problem += " (its Content-Type is \"" + printable(type.substr(0, 80)) + "\", not text/event-stream)";
    fail(problem);
}

void Exchange::statusEnded() {
    fail("HTTP " + std::to_string(m_reader.status()) +
         (m_errorBody.empty() ? std::string() : ": " + printable(m_errorBody.substr(0, 300))));
}

void Exchange::fail(const std::string& problem, bool timedOut) {
    ExchangeEnd end;
    end.problem = problem;
    end.timedOut = timedOut;
    finish(std::move(end));
}

void Exchange::finish(ExchangeEnd end) {
    if (m_ended) return;
    m_ended = true;
    end.responded = m_reader.headComplete();
    end.status = m_reader.status();
    boost::system::error_code ignored;
    m_socket.close(ignored);
    m_timer.cancel();
    Done done = std::move(m_done);
    m_done = nullptr;
    if (done) done(end);
}

Exchange::Endpoints resolveEndpoints(const std::string& host, int port) {
    asio::io_context io;
    tcp::resolver resolver(io);
    boost::system::error_code ec;
    auto endpoints = resolver.resolve(host, std::to_string(port), ec);
    if (ec || endpoints.empty()) throw HttpError("cannot resolve the host \"" + host + "\": " + ec.message());
    return endpoints;
}

ExchangeEnd getOnce(const Exchange::Endpoints& endpoints, const std::string& hostPort, const std::string& path,
                    double timeoutS) {
    asio::io_context io;
    ExchangeEnd out;
    ExchangeOptions options;
    options.totalTimeoutS = options.idleTimeoutS = timeoutS;
    options.limits.maxBodyBytes = 1024 * 1024;
    Exchange::start(io, endpoints, httpGet(hostPort, path), options, std::make_unique<DiscardSink>(),
                    [&out](const ExchangeEnd& end) { out = end; });
    io.run();
    return out;
}

} // namespace luma::agent
