#pragma once
// The resource lattice: one level index per dimension, ordered componentwise (more of every
// resource is "above"). States are numbered so that a state above another has a larger number,
// which makes "first undecided state scanning down" a maximal one.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

namespace luma {

using LatticeState = std::vector<int>; // level index per dimension

class Lattice {
public:
    explicit Lattice(std::vector<int> levels); // levels per dimension, each >= 1
    std::size_t dims() const { return m_levels.size(); }
    int levels(std::size_t dim) const { return m_levels[dim]; }
    std::size_t size() const { return m_size; }
    std::size_t index(const LatticeState& s) const;
    LatticeState state(std::size_t index) const;
    void state(std::size_t index, LatticeState& out) const; // into a reused buffer
    LatticeState top() const;
    static bool below(const LatticeState& a, const LatticeState& b); // a <= b componentwise
    // Whether the state at `index` is extreme for a monotone verdict: a PASS whose every state
    // one step below fails (a minimal PASS), or a FAIL whose every state one step above passes
    // (a maximal FAIL).
    bool extreme(std::size_t index, const std::function<bool(std::size_t)>& pass) const;
    // Calls fn(index) for every state in the box [lo, hi].
    void forBox(const LatticeState& lo, const LatticeState& hi, const std::function<void(std::size_t)>& fn) const;

private:
    std::vector<int> m_levels;
    std::vector<std::size_t> m_stride;
    std::size_t m_size = 1;
};

} // namespace luma
