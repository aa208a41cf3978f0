#include "core/evidence/project_file.h"

#include "core/util/spec_error.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <random>
#include <unistd.h>

namespace luma {

namespace fs = std::filesystem;

namespace {

void removeDatabase(const std::string& file) {
    std::error_code ec;
    for (const char* suffix : {"", "-wal", "-shm", "-journal"}) fs::remove(file + suffix, ec);
}

std::string folderOf(const std::string& path) {
    const fs::path parent = fs::path(path).parent_path();
    return parent.empty() ? std::string(".") : parent.string();
}

} // namespace

void refuseEmptyProjectFile(const std::string& path) {
    std::error_code ec;
    if (fs::is_regular_file(path, ec) && fs::file_size(path, ec) == 0 && !ec)
        throw SpecError(path, "",
                        "is an empty file (0 bytes), not a LUMA project; remove it, or name a new file, to create a "
                        "project there");
}

void createProjectFile(const std::string& path, const std::function<void(const std::string& file)>& initialise) {
    std::error_code ec;
    if (fs::exists(path, ec)) return;
    const std::string tmp = path + ".new-" + std::to_string(::getpid()) + "-" + std::to_string(std::random_device{}());
    try {
        initialise(tmp);
    } catch (...) {
        removeDatabase(tmp);
        throw;
    }
    // link() never replaces: whoever links first made the project, the others open it.
    if (::link(tmp.c_str(), path.c_str()) != 0 && errno != EEXIST) {
        const int linkError = errno;
        // A filesystem without hard links (FAT, some network shares): a plain rename.
        if (fs::exists(path, ec) || std::rename(tmp.c_str(), path.c_str()) != 0) {
            removeDatabase(tmp);
            if (!fs::exists(path, ec))
                throw SpecError(path, "", std::string("cannot create the project: ") + std::strerror(linkError));
        }
    }
    removeDatabase(tmp);
}

std::string whyUnwritable(const std::string& path) {
    const std::string folder = folderOf(path);
    if (::access(path.c_str(), W_OK) != 0)
        return errno == EROFS ? "it is on read-only media"
                              : "the file is not writable (" + std::string(std::strerror(errno)) + ")";
    if (::access(folder.c_str(), W_OK) != 0)
        return errno == EROFS ? "it is on read-only media"
                              : "its folder is not writable (" + std::string(std::strerror(errno)) + ")";
    return {};
}

std::string immutableUri(const std::string& path) {
    std::string uri = "file:";
    for (const unsigned char c : fs::absolute(path).string()) {
        if (c == '%' || c == '?' || c == '#' || c < 0x21 || c >= 0x7F) {
            char buf[4];
            std::snprintf(buf, sizeof buf, "%%%02X", c);
            uri += buf;
        } else {
            uri += static_cast<char>(c);
        }
    }
    return uri + "?immutable=1";
}

} // namespace luma
