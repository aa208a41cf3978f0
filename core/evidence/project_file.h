#pragma once
// The project file before SQLite opens it (store.h): an existing 0-byte file is no project (it
// would silently become a new one); a missing project is created whole and atomically; a project
// on read-only media or in a folder this user cannot write is opened read-only and immutable.
#include <functional>
#include <string>

namespace luma {

// Throws SpecError when `path` exists and is empty (0 bytes).
void refuseEmptyProjectFile(const std::string& path);
// Creates the project `path` if it does not exist: `initialise` makes a complete project of a
// temporary file beside it, which is then linked into place. Two programs creating the same
// project at once both end with the one complete file, and neither meets a half-made one (or
// "database is locked" while the other writes its tables).
void createProjectFile(const std::string& path, const std::function<void(const std::string& file)>& initialise);
// Why the file or its folder cannot be written (read-only media, permissions), or "".
std::string whyUnwritable(const std::string& path);
// The SQLite URI that opens `path` immutable (no locks, no -wal/-shm files).
std::string immutableUri(const std::string& path);

} // namespace luma
