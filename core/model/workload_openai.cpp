#include "core/model/workload_openai.h"

#include "core/model/space.h"
#include "core/model/workload.h"
#include "core/util/json_reader.h"
#include "core/util/number_text.h"

#include <algorithm>
#include <cctype>

namespace luma {

namespace {

// Keys the workload writes into every request itself: extra_body must not replace them.
constexpr const char* kOwnBodyKeys[] = {"model",  "prompt",         "messages",  "max_tokens",
                                        "stream", "stream_options", "ignore_eos"};

bool identifierStart(char c) { return (c >= 'a' && c <= 'z') || c == '_'; }
bool identifierChar(char c) { return identifierStart(c) || (c >= '0' && c <= '9'); }

// The placeholder starting at text[i] ('{'), its name's length; 0 when it is literal text.
std::size_t placeholderAt(const std::string& text, std::size_t i) {
    std::size_t j = i + 1;
    if (j >= text.size() || !identifierStart(text[j])) return 0;
    while (j < text.size() && identifierChar(text[j])) ++j;
    return j < text.size() && text[j] == '}' ? j - i - 1 : 0;
}

void checkPlaceholders(JsonReader& r, const std::string& key, const std::string& text,
                       const std::vector<std::string>& known) {
    for (const auto& name : placeholdersIn(text))
        if (std::find(known.begin(), known.end(), name) == known.end()) {
            const std::string hint = closestName(name, known);
            r.fail(key, "unknown placeholder {" + name + "}" + (hint.empty() ? "" : " (did you mean {" + hint + "}?)") +
                            "; a name of your own needs a value in server.defaults");
        }
}

std::map<std::string, std::string> readDefaults(JsonReader& s) {
    std::map<std::string, std::string> out;
    auto d = s.optObject("defaults");
    if (!d) return out;
    for (auto it = d->json().begin(); it != d->json().end(); ++it) {
        const std::string& name = it.key();
        if (name.empty() || !identifierStart(name[0]) ||
            !std::all_of(name.begin(), name.end(), [](char c) { return identifierChar(c); }))
            d->fail(name, "a placeholder's name is lower-case letters, digits and '_', starting with a letter");
        if (it->is_string())
            out[name] = it->get<std::string>();
        else if (it->is_number())
            out[name] = numberText(it->get<double>());
        else
            d->fail(name, "expected a string or a number");
        d->allow({name.c_str()});
    }
    d->finish();
    return out;
}

std::map<std::string, std::map<std::string, std::string>> readValueMaps(JsonReader& s,
                                                                        const std::vector<std::string>& known) {
    std::map<std::string, std::map<std::string, std::string>> out;
    auto v = s.optObject("values");
    if (!v) return out;
    for (auto it = v->json().begin(); it != v->json().end(); ++it) {
        if (std::find(known.begin(), known.end(), it.key()) == known.end())
            v->fail(it.key(), unknownNameMessage("placeholder", it.key(), known));
        auto m = v->object(it.key());
        for (auto e = m.json().begin(); e != m.json().end(); ++e) {
            if (!e->is_string()) m.fail(e.key(), "expected the engine's text for this value (a string)");
            out[it.key()][e.key()] = e->get<std::string>();
            m.allow({e.key().c_str()});
        }
        m.finish();
    }
    v->finish();
    return out;
}

OpenAiServerOptions readServer(JsonReader& s) {
    OpenAiServerOptions o;
    const auto& argv = s.array("argv");
    for (std::size_t i = 0; i < argv.size(); ++i) {
        if (!argv[i].is_string()) s.fail("argv[" + std::to_string(i) + "]", "expected a string (run without a shell)");
        o.argv.push_back(argv[i].get<std::string>());
    }
    if (o.argv.front().empty()) s.fail("argv[0]", "the program must not be empty");
    o.env = readEnvironment(s);
    o.healthPath = s.optString("health_path").value_or(o.healthPath);
    if (o.healthPath.empty() || o.healthPath.front() != '/' ||
        o.healthPath.find_first_of(" \r\n\t") != std::string::npos)
        s.fail("health_path", "expected a path starting with '/' and without spaces, e.g. \"/health\"");
    o.readyTimeoutS = s.optPositive("ready_timeout_s").value_or(o.readyTimeoutS);
    o.stopGraceS = s.optPositive("stop_grace_s").value_or(o.stopGraceS);
    if (o.stopGraceS > 600) s.fail("stop_grace_s", "must be at most 600");
    o.defaults = readDefaults(s);
    o.deviceMemoryGib = s.optPositive("device_memory_gib");
    std::vector<std::string> known = openAiPlaceholderNames();
    for (const auto& [name, value] : o.defaults) known.push_back(name);
    o.values = readValueMaps(s, known);
    for (std::size_t i = 0; i < o.argv.size(); ++i)
        checkPlaceholders(s, "argv[" + std::to_string(i) + "]", o.argv[i], known);
    for (const auto& [name, value] : o.env) checkPlaceholders(s, "env." + name, value, known);
    s.finish();
    return o;
}

} // namespace

std::string HttpUrl::text() const { return "http://" + host + ":" + std::to_string(port) + basePath; }

std::optional<HttpUrl> parseHttpUrl(const std::string& url, std::string* problem) {
    auto fail = [&](const std::string& why) -> std::optional<HttpUrl> {
        if (problem) *problem = why;
        return std::nullopt;
    };
    const std::string scheme = "http://";
    if (url.rfind("https://", 0) == 0)
        return fail("https is not supported (the agent carries no TLS): give the server's plain-HTTP address");
    if (url.rfind(scheme, 0) != 0) return fail("expected http://HOST[:PORT], e.g. \"http://127.0.0.1:8000\"");
    const std::string rest = url.substr(scheme.size());
    const std::size_t slash = rest.find('/');
    const std::string authority = rest.substr(0, slash);
    HttpUrl out;
    out.basePath = slash == std::string::npos ? "" : rest.substr(slash);
    while (!out.basePath.empty() && out.basePath.back() == '/') out.basePath.pop_back();
    if (authority.find('@') != std::string::npos)
        return fail("credentials in the URL are not supported: name an environment variable in api_key_env");
    const std::size_t colon = authority.rfind(':');
    out.host = authority.substr(0, colon);
    if (colon != std::string::npos) {
        const std::string port = authority.substr(colon + 1);
        if (port.empty() || port.size() > 5 || !std::all_of(port.begin(), port.end(), ::isdigit) ||
            std::stoi(port) < 1 || std::stoi(port) > 65535)
            return fail("the port must be a number between 1 and 65535");
        out.port = std::stoi(port);
    }
    if (out.host.empty() || out.host.find_first_of(" /?#[]") != std::string::npos)
        return fail("expected a host name or an IPv4 address after http://");
    if (out.basePath.find_first_of(" ?#\r\n") != std::string::npos)
        return fail("the path must not hold spaces, a query or a fragment");
    if (out.basePath.size() >= 3 && out.basePath.compare(out.basePath.size() - 3, 3, "/v1") == 0)
        return fail("give the server's root (e.g. http://127.0.0.1:8000), not its /v1 API path: the workload adds "
                    "/v1/completions or /v1/chat/completions");
    return out;
}

const std::vector<std::string>& openAiApiNames() {
    static const std::vector<std::string> names = {"completions", "chat"};
    return names;
}

const std::vector<std::string>& openAiPlaceholderNames() {
    static const std::vector<std::string> names = [] {
        std::vector<std::string> n = {"model",
                                      "host",
                                      "port",
                                      "url",
                                      "tensor_parallel",
                                      "gpu_memory_utilization",
                                      "max_num_seqs",
                                      "max_num_batched_tokens",
                                      "prefill_chunk",
                                      "weight_precision",
                                      "kv_precision",
                                      "num_speculative_tokens",
                                      "kv_offload_fraction"};
        for (const auto& r : knownResourceNames()) n.push_back(r);
        return n;
    }();
    return names;
}

std::vector<std::string> placeholdersIn(const std::string& text) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < text.size(); ++i)
        if (text[i] == '{')
            if (const std::size_t n = placeholderAt(text, i); n > 0) {
                out.push_back(text.substr(i + 1, n));
                i += n + 1;
            }
    return out;
}

std::string fillPlaceholders(const std::string& text, const std::map<std::string, std::string>& values) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const std::size_t n = text[i] == '{' ? placeholderAt(text, i) : 0;
        if (n == 0) {
            out += text[i];
            continue;
        }
        out += values.at(text.substr(i + 1, n));
        i += n + 1;
    }
    return out;
}

OpenAiEndpointOptions readOpenAiEndpoint(JsonReader& r) {
    OpenAiEndpointOptions o;
    o.url = r.string("url");
    std::string problem;
    const auto url = parseHttpUrl(o.url, &problem);
    if (!url) r.fail("url", problem);
    o.endpoint = *url;
    o.model = r.string("model");
    if (o.model.empty()) r.fail("model", "the served model's name must not be empty");
    o.api = r.optString("api").value_or(o.api);
    if (std::find(openAiApiNames().begin(), openAiApiNames().end(), o.api) == openAiApiNames().end())
        r.fail("api", unknownNameMessage("api", o.api, openAiApiNames()));
    o.prompt = r.optString("prompt").value_or(o.api == "chat" ? "words" : o.prompt);
    if (o.prompt != "token_ids" && o.prompt != "words")
        r.fail("prompt", unknownNameMessage("prompt", o.prompt, {"token_ids", "words"}));
    if (o.api == "chat" && o.prompt == "token_ids")
        r.fail("prompt", "a chat request's messages are text: use \"words\"");
    o.ignoreEos = r.optBool("ignore_eos").value_or(o.ignoreEos);
    o.maxConcurrency = r.optInteger("max_concurrency", 1, 4096).value_or(o.maxConcurrency);
    o.requestTimeoutS = r.optPositive("request_timeout_s").value_or(o.requestTimeoutS);
    o.idleTimeoutS = r.optPositive("idle_timeout_s").value_or(o.idleTimeoutS);
    o.maxSeconds = r.optPositive("max_seconds").value_or(o.maxSeconds);
    o.seed = static_cast<std::uint64_t>(r.optInteger("seed", 0).value_or(static_cast<long long>(o.seed)));
    o.apiKeyEnv = r.optString("api_key_env").value_or("");
    if (auto extra = r.optObject("extra_body")) {
        for (const char* own : kOwnBodyKeys)
            if (extra->has(own)) extra->fail(own, "is set by the workload itself (from the contract and the spec)");
        o.extraBody = extra->json();
        for (auto it = o.extraBody.begin(); it != o.extraBody.end(); ++it) extra->allow({it.key().c_str()});
        extra->finish();
    }
    if (auto s = r.optObject("server")) o.server = readServer(*s);
    return o;
}

nlohmann::json toJson(const OpenAiEndpointOptions& o) {
    nlohmann::json j = {{"url", o.url},
                        {"model", o.model},
                        {"api", o.api},
                        {"prompt", o.prompt},
                        {"ignore_eos", o.ignoreEos},
                        {"max_concurrency", o.maxConcurrency},
                        {"request_timeout_s", o.requestTimeoutS},
                        {"idle_timeout_s", o.idleTimeoutS},
                        {"max_seconds", o.maxSeconds},
                        {"seed", o.seed},
                        {"extra_body", o.extraBody}};
    if (!o.apiKeyEnv.empty()) j["api_key_env"] = o.apiKeyEnv;
    if (o.server) {
        const auto& s = *o.server;
        j["server"] = {{"argv", s.argv},
                       {"env", s.env},
                       {"health_path", s.healthPath},
                       {"ready_timeout_s", s.readyTimeoutS},
                       {"stop_grace_s", s.stopGraceS},
                       {"defaults", s.defaults},
                       {"values", s.values}};
        if (s.deviceMemoryGib) j["server"]["device_memory_gib"] = *s.deviceMemoryGib;
    }
    return j;
}

double openAiRunLimitS(const OpenAiEndpointOptions& o) {
    const double server = o.server ? o.server->readyTimeoutS + o.server->stopGraceS : 0;
    // The load stops at max_seconds; requests still in flight are then abandoned at once.
    return server + o.maxSeconds;
}

} // namespace luma
