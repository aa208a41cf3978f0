// The agent links libstdc++ statically (app/agent/CMakeLists.txt) to run on hosts whose
// libstdc++ is older than the build machine's (RHEL 9's GCC 11 lacks GLIBCXX_3.4.30). Debian 12's
// libstdc++.a calls arc4random (std::random_device, pulled in with the exception strings), which
// alone would raise the agent's glibc floor from 2.34 to 2.36. Defined here over getrandom(2)
// (glibc 2.25), it keeps the floor at what the agent's own code needs.
#include <cstdint>
#include <sys/random.h>

extern "C" std::uint32_t arc4random(void) {
    std::uint32_t value = 0;
    while (getrandom(&value, sizeof value, 0) != static_cast<ssize_t>(sizeof value)) {}
    return value;
}
