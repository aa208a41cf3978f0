#include "core/evidence/signing_key.h"

#include "core/util/spec_error.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <sys/stat.h>
#include <unistd.h>

namespace luma {

namespace fs = std::filesystem;

namespace {

constexpr std::size_t kMaxKeyFileBytes = 64 * 1024;

std::string modeText(mode_t mode) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "%04o", static_cast<unsigned>(mode & 07777));
    return buf;
}

std::string readKeyFile(const std::string& file) {
    const int fd = ::open(file.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) {
        if (errno == ENOENT) throw SpecError(file, "", "no signing key here (luma keys generate makes one)");
        throw SpecError(file, "", std::string("cannot open the signing key: ") + std::strerror(errno));
    }
    struct stat st {};
    std::string text;
    const bool statted = ::fstat(fd, &st) == 0;
    if (statted && S_ISREG(st.st_mode) && (st.st_mode & 077) == 0 &&
        st.st_size <= static_cast<off_t>(kMaxKeyFileBytes)) {
        text.resize(static_cast<std::size_t>(st.st_size));
        std::size_t done = 0;
        while (done < text.size()) {
            const ssize_t n = ::read(fd, text.data() + done, text.size() - done);
            if (n <= 0) break;
            done += static_cast<std::size_t>(n);
        }
        text.resize(done);
    }
    ::close(fd);
    if (!statted) throw SpecError(file, "", "cannot read the signing key's mode");
    if (!S_ISREG(st.st_mode)) throw SpecError(file, "", "the signing key is not a regular file");
    if ((st.st_mode & 077) != 0)
        throw SpecError(file, "",
                        "mode " + modeText(st.st_mode) +
                            " lets its group or others read or write the signing key: it is refused (chmod 600 " +
                            file + ")");
    if (st.st_size > static_cast<off_t>(kMaxKeyFileBytes))
        throw SpecError(file, "", "is " + std::to_string(st.st_size) + " bytes: not a signing key");
    return text;
}

} // namespace

std::string defaultSigningKeyPath() {
    const char* xdg = std::getenv("XDG_CONFIG_HOME");
    if (xdg && *xdg == '/') return (fs::path(xdg) / "luma" / "signing-key.pem").string();
    const char* home = std::getenv("HOME");
    return (fs::path(home && *home ? home : ".") / ".config" / "luma" / "signing-key.pem").string();
}

Ed25519Key loadSigningKey(const std::string& file, const std::optional<std::string>& passphrase) {
    return Ed25519Key::fromPrivatePem(readKeyFile(file), passphrase, file);
}

void saveSigningKey(const std::string& file, const Ed25519Key& key, const std::optional<std::string>& passphrase) {
    const fs::path folder = fs::path(file).parent_path();
    std::error_code ec;
    if (!folder.empty() && !fs::exists(folder, ec)) {
        fs::create_directories(folder, ec);
        if (ec) throw SpecError(folder.string(), "", "cannot create the folder for the signing key: " + ec.message());
        ::chmod(folder.c_str(), 0700);
    }
    const std::string pem = key.privatePem(passphrase);
    // O_EXCL: never replaces a key, and no moment where the file exists with a wider mode.
    const int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) {
        if (errno == EEXIST)
            throw SpecError(file, "",
                            "a signing key exists already; it is never replaced (move it away to make a new one)");
        throw SpecError(file, "", std::string("cannot create the signing key: ") + std::strerror(errno));
    }
    std::size_t done = 0;
    bool ok = ::fchmod(fd, 0600) == 0; // whatever the umask
    while (ok && done < pem.size()) {
        const ssize_t n = ::write(fd, pem.data() + done, pem.size() - done);
        ok = n > 0;
        if (ok) done += static_cast<std::size_t>(n);
    }
    ok = ok && ::fsync(fd) == 0;
    const int writeError = errno;
    ::close(fd);
    if (!ok) {
        ::unlink(file.c_str());
        throw SpecError(file, "", std::string("cannot write the signing key: ") + std::strerror(writeError));
    }
}

} // namespace luma
