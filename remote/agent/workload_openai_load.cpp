#include "remote/agent/workload_openai_load.h"

#include "remote/agent/workload_openai_sse.h"

#include <chrono>
#include <deque>
#include <map>

namespace luma::agent {

namespace asio = boost::asio;

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

Clock::time_point at(Clock::time_point t0, double s) {
    return t0 + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(s));
}

// Times one request's token chunks as they arrive (vllm bench serve's TTFT and TPOT come from
// these instants) and checks what the stream says against what was asked.
class StreamSink : public BodySink {
public:
    StreamSink(EndpointRequest& r, Clock::time_point t0, bool chat, long long maxTokens)
        : m_r(r), m_t0(t0), m_chat(chat), m_maxTokens(maxTokens) {}

    bool body(std::string_view bytes) override {
        for (const std::string& payload : m_sse.feed(bytes)) {
            const StreamChunk c = readStreamChunk(payload, m_chat);
            if (!c.error.empty()) throw HttpError("the server streamed an error: " + c.error.substr(0, 300));
            if (c.hasText) {
                const double t = secondsSince(m_t0);
                if (m_r.firstToken < 0) m_r.firstToken = t;
                m_r.lastToken = t;
                ++m_r.chunks;
            }
            if (c.completionTokens) m_usage = *c.completionTokens;
            if (c.done) return completed();
        }
        return false;
    }

    std::string ended() override { return "the stream ended before data: [DONE]"; }

private:
    bool completed() {
        if (m_r.chunks == 0) throw HttpError("data: [DONE] came before any token");
        if (m_usage >= 0 && m_usage < m_r.chunks)
            throw HttpError("usage.completion_tokens " + std::to_string(m_usage) + " is below the " +
                            std::to_string(m_r.chunks) + " chunks that carried text");
        m_r.tokens = m_usage >= 0 ? m_usage : m_r.chunks;
        if (m_r.tokens > m_maxTokens)
            throw HttpError(std::to_string(m_r.tokens) +
                            " tokens came back, more than max_tokens=" + std::to_string(m_maxTokens));
        return true;
    }

    EndpointRequest& m_r;
    Clock::time_point m_t0;
    bool m_chat;
    long long m_maxTokens;
    long long m_usage = -1;
    SseReader m_sse;
};

class LoadDriver {
public:
    explicit LoadDriver(const LoadPlan& plan) : m_plan(plan) {
        m_out.requests.resize(static_cast<std::size_t>(plan.requests));
    }

    LoadResult run() {
        m_t0 = Clock::now();
        const long long n = m_plan.requests;
        if (m_plan.kind == ArrivalKind::Poisson)
            nextArrivals();
        else
            while (m_next < n && (m_plan.kind == ArrivalKind::Offline || m_next < m_plan.clients)) arrive(m_next++);
        pump();
        tick();
        if (m_finished < n) m_io.run();
        return std::move(m_out);
    }

private:
    EndpointRequest& record(long long i) { return m_out.requests[static_cast<std::size_t>(i)]; }

    void arrive(long long i) {
        record(i).arrival =
            m_plan.kind == ArrivalKind::Poisson ? m_plan.arrivals[static_cast<std::size_t>(i)] : secondsSince(m_t0);
        m_queue.push_back(i);
    }

    // Poisson: releases every request whose time has come, then waits for the next one's.
    void nextArrivals() {
        const double now = secondsSince(m_t0);
        while (m_next < m_plan.requests && m_plan.arrivals[static_cast<std::size_t>(m_next)] <= now) arrive(m_next++);
        pump();
        if (m_next >= m_plan.requests || m_stopping) return;
        m_arrivals.expires_at(at(m_t0, m_plan.arrivals[static_cast<std::size_t>(m_next)]));
        m_arrivals.async_wait([this](const boost::system::error_code& ec) {
            if (!ec && !m_stopping) nextArrivals();
        });
    }

    void pump() {
        while (!m_stopping && !m_queue.empty() && static_cast<long long>(m_live.size()) < m_plan.maxConcurrency) {
            const long long i = m_queue.front();
            m_queue.pop_front();
            launch(i);
        }
    }

    void launch(long long i) {
        EndpointRequest& r = record(i);
        r.sent = secondsSince(m_t0);
        ++m_sent;
        auto sink = std::make_unique<StreamSink>(r, m_t0, m_plan.chat, m_plan.maxTokens);
        m_live[i] = Exchange::start(m_io, m_plan.endpoints, m_plan.request(i), m_plan.exchange, std::move(sink),
                                    [this, i](const ExchangeEnd& e) { onEnd(i, e); });
    }

    void onEnd(long long i, const ExchangeEnd& e) {
        EndpointRequest& r = record(i);
        r.done = secondsSince(m_t0);
        r.ok = e.ok;
        r.responded = e.responded;
        r.status = e.status;
        r.timedOut = e.timedOut;
        if (!e.ok)
            r.error = m_plan.target + ": " + e.problem +
                      (r.chunks > 0 ? " (after " + std::to_string(r.chunks) + " token chunks)" : "");
        ++m_finished;
        m_failed += e.ok ? 0 : 1;
        m_out.durationS = std::max(m_out.durationS, r.done);
        m_live.erase(i);
        if (m_stopping) return;
        if (m_plan.kind == ArrivalKind::Closed && m_next < m_plan.requests) arrive(m_next++);
        if (m_finished == m_plan.requests) {
            m_tick.cancel();
            m_arrivals.cancel();
            return;
        }
        pump();
    }

    // Every 100 ms: cancellation and max_seconds; every half second, progress.
    void tick() {
        const double now = secondsSince(m_t0);
        const bool cancelled = m_plan.cancelled && m_plan.cancelled->load();
        if (cancelled || now > m_plan.maxSeconds) {
            (cancelled ? m_out.cancelled : m_out.timedOut) = true;
            stop();
            return;
        }
        if (m_plan.progress && now >= m_nextProgress) {
            m_nextProgress = now + 0.5;
            m_plan.progress({now, m_sent, m_finished - m_failed, m_failed, static_cast<long long>(m_live.size())});
        }
        if (m_finished >= m_plan.requests) return;
        m_tick.expires_after(std::chrono::milliseconds(100));
        m_tick.async_wait([this](const boost::system::error_code& ec) {
            if (!ec) tick();
        });
    }

    void stop() {
        m_stopping = true;
        m_arrivals.cancel();
        std::vector<std::shared_ptr<Exchange>> live;
        for (auto& [i, x] : m_live) live.push_back(x);
        for (auto& x : live) x->cancel(); // each ends (and leaves m_live) before cancel returns
        m_queue.clear();
    }

    const LoadPlan& m_plan;
    asio::io_context m_io; // before the timers and exchanges it serves, so it outlives them
    asio::steady_timer m_arrivals{m_io}, m_tick{m_io};
    Clock::time_point m_t0;
    LoadResult m_out;
    std::deque<long long> m_queue; // released, not yet sent
    std::map<long long, std::shared_ptr<Exchange>> m_live;
    long long m_next = 0, m_sent = 0, m_finished = 0, m_failed = 0;
    double m_nextProgress = 0;
    bool m_stopping = false;
};

} // namespace

LoadResult driveLoad(const LoadPlan& plan) {
    if (plan.requests <= 0) return {};
    LoadDriver driver(plan);
    return driver.run();
}

} // namespace luma::agent
