#include "core/search/lattice.h"

#include <stdexcept>

namespace luma {

Lattice::Lattice(std::vector<int> levels) : m_levels(std::move(levels)), m_stride(m_levels.size(), 1) {
    if (m_levels.empty()) throw std::invalid_argument("a lattice needs at least one dimension");
    for (std::size_t i = m_levels.size(); i-- > 0;) {
        if (m_levels[i] < 1) throw std::invalid_argument("every dimension needs at least one level");
        m_stride[i] = m_size;
        m_size *= static_cast<std::size_t>(m_levels[i]);
    }
}

std::size_t Lattice::index(const LatticeState& s) const {
    std::size_t n = 0;
    for (std::size_t i = 0; i < s.size(); ++i) n += static_cast<std::size_t>(s[i]) * m_stride[i];
    return n;
}

LatticeState Lattice::state(std::size_t index) const {
    LatticeState s;
    state(index, s);
    return s;
}

void Lattice::state(std::size_t index, LatticeState& s) const {
    s.resize(m_levels.size());
    for (std::size_t i = 0; i < s.size(); ++i) {
        s[i] = static_cast<int>(index / m_stride[i]);
        index %= m_stride[i];
    }
}

LatticeState Lattice::top() const {
    LatticeState s(m_levels.size());
    for (std::size_t i = 0; i < s.size(); ++i) s[i] = m_levels[i] - 1;
    return s;
}

bool Lattice::below(const LatticeState& a, const LatticeState& b) {
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i] > b[i]) return false;
    return true;
}

bool Lattice::extreme(std::size_t index, const std::function<bool(std::size_t)>& pass) const {
    const bool p = pass(index);
    LatticeState s = state(index);
    for (std::size_t d = 0; d < s.size(); ++d) {
        const int step = p ? -1 : 1;
        if (s[d] + step < 0 || s[d] + step >= m_levels[d]) continue;
        const std::size_t neighbour = step < 0 ? index - m_stride[d] : index + m_stride[d];
        if (pass(neighbour) == p) return false;
    }
    return true;
}

void Lattice::forBox(const LatticeState& lo, const LatticeState& hi, const std::function<void(std::size_t)>& fn) const {
    LatticeState cur = lo;
    const std::size_t d = cur.size();
    for (;;) {
        fn(index(cur));
        std::size_t i = d;
        while (i-- > 0) {
            if (cur[i] < hi[i]) {
                ++cur[i];
                break;
            }
            cur[i] = lo[i];
        }
        if (i == static_cast<std::size_t>(-1)) return;
    }
}

} // namespace luma
