#include "specs.h"

namespace luma::test {

std::string sourcePath(const std::string& relative) { return std::string(LUMA_SOURCE_DIR) + "/" + relative; }

} // namespace luma::test
