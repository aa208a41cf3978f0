#pragma once
// The openai-endpoint workload's options: an OpenAI-compatible server (vLLM, SGLang, TGI, NIM,
// Optimum Neuron's) driven with the contract's arrivals and lengths, optionally started by the run
// itself from a command whose {placeholder}s the run's state and configuration fill. Read here,
// strictly, so that a bad URL, a misspelt key or an unknown placeholder is a SpecError naming the
// key; run by remote/agent/workload_openai.cpp.
#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace luma {

class JsonReader;

// A plain-HTTP URL split for a client: "http://127.0.0.1:8000/prefix" → 127.0.0.1, 8000, "/prefix".
struct HttpUrl {
    std::string host;
    int port = 80;
    std::string basePath;     // "" or "/prefix" (no trailing '/')
    std::string text() const; // http://host:port/prefix
    bool operator==(const HttpUrl&) const = default;
};
// nullopt with `problem` set when `url` is not http://HOST[:PORT][/PATH] (https needs TLS, which
// the agent does not carry).
std::optional<HttpUrl> parseHttpUrl(const std::string& url, std::string* problem = nullptr);

// The server the run starts and stops itself.
struct OpenAiServerOptions {
    std::vector<std::string> argv;               // non-empty; run without a shell
    std::map<std::string, std::string> env;      // values may hold placeholders too
    std::string healthPath = "/health";          // GET, ready at HTTP 200
    double readyTimeoutS = 600;                  // from the start to ready
    double stopGraceS = 10;                      // SIGTERM to the process group, then SIGKILL
    std::map<std::string, std::string> defaults; // a placeholder's value when the run gives none
    // A placeholder's values in the engine's own words ({"kv_precision": {"bf16": "auto"}}): a
    // value the map lacks is one the engine cannot take.
    std::map<std::string, std::map<std::string, std::string>> values;
    std::optional<double> deviceMemoryGib; // turns the state's hbm_gib into {gpu_memory_utilization}
    bool operator==(const OpenAiServerOptions&) const = default;
};

struct OpenAiEndpointOptions {
    std::string url; // the server's root, as written
    HttpUrl endpoint;
    std::string model;                // the served model's name, sent with every request
    std::string api = "completions";  // or "chat": /v1/completions or /v1/chat/completions
    std::string prompt = "token_ids"; // or "words" (chat always sends words)
    bool ignoreEos = true;            // ask for exactly output_tokens (vLLM, SGLang)
    long long maxConcurrency = 256;   // requests in flight at most
    double requestTimeoutS = 600;     // one request, from its send to data: [DONE]
    double idleTimeoutS = 120;        // silence of one response between bytes
    double maxSeconds = 600;          // the whole load, from the first request
    std::uint64_t seed = 1;
    std::string apiKeyEnv; // the agent's environment variable holding a bearer key ("" none)
    nlohmann::json extraBody = nlohmann::json::object(); // merged into every request body
    std::optional<OpenAiServerOptions> server;
    bool operator==(const OpenAiEndpointOptions&) const = default;
};

const std::vector<std::string>& openAiApiNames(); // completions chat

// The placeholders a server command may use: the fixed names (model, host, port, url,
// tensor_parallel, gpu_memory_utilization, max_num_seqs, …), every known resource name, and
// the names `defaults` declares (a campaign's own dims).
const std::vector<std::string>& openAiPlaceholderNames();
// The placeholder names in `text`, in order: "{name}" where name is [a-z_][a-z0-9_]*; any other
// brace (a JSON argument's) is literal text.
std::vector<std::string> placeholdersIn(const std::string& text);
// `text` with each placeholder replaced by values.at(name) (callers check first that all have one).
std::string fillPlaceholders(const std::string& text, const std::map<std::string, std::string>& values);

OpenAiEndpointOptions readOpenAiEndpoint(JsonReader& reader);
nlohmann::json toJson(const OpenAiEndpointOptions& options);
// The run's own limits end to end: the server's start and stop, the load, one request's timeout.
double openAiRunLimitS(const OpenAiEndpointOptions& options);

} // namespace luma
