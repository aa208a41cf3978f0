#pragma once
// The analytic predictor's operating point: what one replica's iterations cost at a decode batch
// (the step model's averages, an iteration with a prompt chunk, one of decoders only) and the
// service times that follow, before any queueing.
#include "core/predict/step_model.h"

namespace luma {

struct OperatingPoint {
    double decodeBatch = 0;
    double throughput = 0; // output tokens per second, one replica
    double tpotMean = 0, tpotP99 = 0;
    double ttftP50 = 0, ttftP99 = 0; // service time of the prompt, no queueing
    double iter = 0;                 // average iteration (drafting included)
    double chunkIter = 0;            // an iteration that carries a prompt chunk
    double twoChunkIter = 0;         // one that carries two prompts' chunks (prompts that fit one iteration)
    double bareIter = 0;             // an iteration of decoders only
    double chunkTokens = 1;          // prompt tokens of one request an iteration takes (its chunk)
    double prefillTokens = 1;        // prompt tokens (of all requests) an iteration can take beside the decoders
    double tokensPerIter = 1;        // output tokens per sequence per iteration (more than 1 when speculating)
    // Prompts an iteration's budget holds beside the decoders: whole prompts without chunked
    // prefill, else a share of the last one too (its remaining chunk runs in the next iteration).
    double promptsPerIter = 1;
    StepTime avg, chunk;
    double bytesPerToken = 0;
};

} // namespace luma
