// A small streaming OpenAI-compatible server for the openai-endpoint tests: POST /v1/completions
// and /v1/chat/completions stream max_tokens text chunks as Server-Sent Events, the first after
// --first-token-ms and each next one after --token-ms (so the client's TTFT and TPOT are known
// by construction), then a usage chunk and data: [DONE]; GET /health answers 200 once
// --ready-after-ms have passed. Misbehaviour on demand: --mode hang | bad-json | early-close |
// lie-tokens | reject, --never-ready, --ignore-term (SIGTERM does nothing: the caller must
// SIGKILL), --fork-child (a child in its process group that only SIGKILL or SIGTERM ends).
// --pid-file F gets its pid (and its child's, a line each); --args-file F its arguments, one a
// line, so a test sees what a server command was given; vLLM's --max-num-seqs,
// --gpu-memory-utilization, --tensor-parallel-size and --kv-cache-dtype are taken and ignored. Framing: --framing
// chunked (default) | length | close. One thread per connection, blocking Boost.Asio; it prints
// "listening PORT" once bound.
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/read.hpp>
#include <boost/asio/read_until.hpp>
#include <boost/asio/streambuf.hpp>
#include <boost/asio/write.hpp>

#include <nlohmann/json.hpp>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <mutex>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

namespace asio = boost::asio;
using tcp = asio::ip::tcp;

namespace {

struct Options {
    int port = 0;
    int firstTokenMs = 0;
    int tokenMs = 0;
    int readyAfterMs = 0;
    bool neverReady = false;
    bool ignoreTerm = false;
    bool forkChild = false;
    std::string mode = "normal";
    std::string framing = "chunked";
    std::string pidFile;
    std::string argsFile;
    std::string log;
};

Options g_options;
std::chrono::steady_clock::time_point g_start;
std::mutex g_logMutex;

void sleepMs(int ms) { std::this_thread::sleep_for(std::chrono::milliseconds(ms)); }

// The events of one streamed answer, in order: max_tokens text chunks (lie-tokens: two more),
// the usage chunk and [DONE]; bad-json breaks the second, early-close stops after two.
std::vector<std::string> events(long long tokens, bool chat) {
    std::vector<std::string> out;
    const long long sent = g_options.mode == "lie-tokens" ? tokens + 2 : tokens;
    for (long long i = 0; i < sent; ++i) {
        nlohmann::json choice = {{"index", 0}, {"finish_reason", nullptr}};
        if (chat)
            choice["delta"] = {{"content", " tok"}};
        else
            choice["text"] = " tok";
        nlohmann::json chunk = {{"id", "cmpl-test"}, {"object", "text_completion"}, {"choices", {choice}}};
        out.push_back("data: " + chunk.dump() + "\n\n");
        if (g_options.mode == "bad-json" && i == 1) out.back() = "data: {\"choices\": [{\"text\": \n\n";
        if (g_options.mode == "early-close" && i == 1) return out;
    }
    nlohmann::json usage = {{"id", "cmpl-test"},
                            {"choices", nlohmann::json::array()},
                            {"usage", {{"prompt_tokens", 1}, {"completion_tokens", sent}}}};
    out.push_back("data: " + usage.dump() + "\n\n");
    out.push_back("data: [DONE]\n\n");
    return out;
}

void respond(tcp::socket& s, int status, const std::string& body) {
    const std::string reason = status == 200 ? "OK" : status == 503 ? "Service Unavailable" : "Bad Request";
    const std::string head = "HTTP/1.1 " + std::to_string(status) + " " + reason +
                             "\r\nContent-Type: application/json\r\nContent-Length: " + std::to_string(body.size()) +
                             "\r\nConnection: close\r\n\r\n";
    asio::write(s, asio::buffer(head + body));
}

void stream(tcp::socket& s, const nlohmann::json& request, bool chat) {
    const long long tokens = request.value("max_tokens", 16LL);
    const std::vector<std::string> ev = events(tokens, chat);
    std::string head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n";
    if (g_options.framing == "chunked") {
        head += "Transfer-Encoding: chunked\r\n";
    } else if (g_options.framing == "length") {
        std::size_t total = 0;
        for (const auto& e : ev) total += e.size();
        if (g_options.mode == "early-close") total += 1000; // promised, never sent
        head += "Content-Length: " + std::to_string(total) + "\r\n";
    }
    asio::write(s, asio::buffer(head + "\r\n"));
    for (std::size_t i = 0; i < ev.size(); ++i) {
        const bool token = ev[i].find("\"choices\":[]") == std::string::npos && ev[i] != "data: [DONE]\n\n";
        if (token) sleepMs(i == 0 ? g_options.firstTokenMs : g_options.tokenMs);
        char size[32];
        std::snprintf(size, sizeof size, "%zx\r\n", ev[i].size());
        asio::write(s, asio::buffer(g_options.framing == "chunked" ? size + ev[i] + "\r\n" : ev[i]));
    }
    if (g_options.mode == "early-close") {
        s.shutdown(tcp::socket::shutdown_both);
        return;
    }
    if (g_options.framing == "chunked") asio::write(s, asio::buffer(std::string("0\r\n\r\n")));
}

void serve(tcp::socket s) {
    try {
        asio::streambuf buf(64 * 1024);
        const std::size_t headBytes = asio::read_until(s, buf, "\r\n\r\n");
        std::string head(asio::buffers_begin(buf.data()), asio::buffers_begin(buf.data()) + headBytes);
        buf.consume(headBytes);
        const std::string path =
            head.substr(head.find(' ') + 1, head.find(' ', head.find(' ') + 1) - head.find(' ') - 1);
        if (head.rfind("GET ", 0) == 0) {
            const auto up = std::chrono::steady_clock::now() - g_start;
            const bool ready = !g_options.neverReady && up >= std::chrono::milliseconds(g_options.readyAfterMs);
            respond(s, ready && path == "/health" ? 200 : 503,
                    ready ? "{\"status\": \"ok\"}" : "{\"status\": \"starting\"}");
            return;
        }
        std::size_t length = 0;
        if (const auto at = head.find("Content-Length: "); at != std::string::npos)
            length = std::stoul(head.substr(at + 16));
        std::string body(asio::buffers_begin(buf.data()), asio::buffers_end(buf.data()));
        if (body.size() < length) {
            std::string rest(length - body.size(), '\0');
            asio::read(s, asio::buffer(rest));
            body += rest;
        }
        if (!g_options.log.empty()) {
            std::lock_guard lock(g_logMutex);
            std::ofstream(g_options.log, std::ios::app) << body << '\n';
        }
        const nlohmann::json request = nlohmann::json::parse(body);
        if (g_options.mode == "hang")
            for (;;) sleepMs(1000);
        if (g_options.mode == "reject") {
            respond(s, 400, "{\"error\": {\"message\": \"the model does not exist\"}}");
            return;
        }
        stream(s, request, path == "/v1/chat/completions");
    } catch (const std::exception& e) {
        std::cerr << "openai_test_server: " << e.what() << '\n';
    }
}

Options parse(int argc, char** argv) {
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto next = [&]() -> std::string {
            if (i + 1 >= argc) throw std::runtime_error(a + " needs a value");
            return argv[++i];
        };
        if (a == "--port")
            o.port = std::stoi(next());
        else if (a == "--first-token-ms")
            o.firstTokenMs = std::stoi(next());
        else if (a == "--token-ms")
            o.tokenMs = std::stoi(next());
        else if (a == "--ready-after-ms")
            o.readyAfterMs = std::stoi(next());
        else if (a == "--mode")
            o.mode = next();
        else if (a == "--framing")
            o.framing = next();
        else if (a == "--pid-file")
            o.pidFile = next();
        else if (a == "--args-file")
            o.argsFile = next();
        else if (a == "--log")
            o.log = next();
        else if (a == "--fork-child")
            o.forkChild = true;
        else if (a == "--max-num-seqs" || a == "--gpu-memory-utilization" || a == "--tensor-parallel-size" ||
                 a == "--kv-cache-dtype")
            next();
        else if (a == "--never-ready")
            o.neverReady = true;
        else if (a == "--ignore-term")
            o.ignoreTerm = true;
        else
            throw std::runtime_error("unknown argument " + a);
    }
    return o;
}

} // namespace

int main(int argc, char** argv) {
    try {
        g_options = parse(argc, argv);
    } catch (const std::exception& e) {
        std::cerr << "openai_test_server: " << e.what() << '\n';
        return 2;
    }
    g_start = std::chrono::steady_clock::now();
    std::signal(SIGPIPE, SIG_IGN);
    if (g_options.ignoreTerm) std::signal(SIGTERM, SIG_IGN);
    if (!g_options.argsFile.empty()) {
        std::ofstream args(g_options.argsFile);
        for (int i = 1; i < argc; ++i) args << argv[i] << '\n';
    }
    pid_t child = 0;
    if (g_options.forkChild) {
        child = fork(); // before any thread: the child only sleeps
        if (child == 0)
            for (;;) pause();
    }
    if (!g_options.pidFile.empty()) {
        std::ofstream pids(g_options.pidFile);
        pids << getpid() << '\n';
        if (child > 0) pids << child << '\n';
    }
    try {
        asio::io_context io;
        tcp::acceptor acceptor(
            io, tcp::endpoint(asio::ip::make_address("127.0.0.1"), static_cast<unsigned short>(g_options.port)));
        std::cout << "listening " << acceptor.local_endpoint().port() << std::endl;
        for (;;) {
            tcp::socket s(io);
            acceptor.accept(s);
            s.set_option(tcp::no_delay(true));
            std::thread(serve, std::move(s)).detach();
        }
    } catch (const std::exception& e) {
        std::cerr << "openai_test_server: " << e.what() << '\n';
        return 1;
    }
}
