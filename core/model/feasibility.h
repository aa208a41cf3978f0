#pragma once
// Whether any machine could pass a contract: limits the contract's own workload rules out, checked
// before a state is judged (predict, explore, qualify and the contract view refuse such a
// contract as infeasible instead of failing every state with a binding resource to buy).
#include "core/model/contract.h"

#include <string>

namespace luma {

struct Infeasibility {
    std::string key;     // the contract key at fault ("slo.throughput_tok_s_min"); empty: feasible
    std::string message; // what cannot be met, with the numbers
    explicit operator bool() const { return !key.empty(); }
};

// A throughput floor above the offered load of Poisson arrivals (rate x output tokens: no machine
// serves more tokens than arrive). Offline and closed-loop loads grow with the machine.
Infeasibility infeasibility(const Contract& c);

// Throws SpecError naming the contract's file, the key and the numbers when infeasible.
void requireFeasible(const Contract& c);

} // namespace luma
