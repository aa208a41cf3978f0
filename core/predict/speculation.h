#pragma once
// Speculative decoding's costs, once for the analytic predictor and the simulator. A draft model
// proposes k tokens in k sequential decode steps of its own; the target then verifies them in
// one pass that carries k + 1 query tokens per sequence, so its GEMMs see k + 1 times the decode
// tokens: free while a decode step streams weights, paid in full once it is compute-bound (large
// batches, prompt chunks beside). Engines turn speculation off at large batches (vLLM's
// speculative_disable_by_batch_size, SGLang and TensorRT-LLM likewise); here above the batch at
// which a speculative decode step yields fewer tokens per second than a plain one.
#include "core/model/model_shape.h"
#include "core/predict/deployment.h"
#include "core/predict/step_model.h"

namespace luma {

// The draft phase of one iteration: draft_tokens sequential draft steps, each draft_cost times
// the target's plain decode step at the same batch, but never less than the kernel-launch floor
// of one pass through the layers (layer overhead x the target's layers per stage, a stand-in for
// the draft's own depth): a tiny draft model is not free.
double draftSeconds(const Deployment& d, const ModelShape& m, double plainDecodeStepSeconds);

// The largest decode batch at which speculation still pays, for decode steps over `context`
// tokens per sequence (0 when no batch gains; unbounded without a limit to find). 0 without
// speculation.
double speculationBatchLimit(const StepModel& sm, const Deployment& d, const ModelShape& m, double context);

} // namespace luma
