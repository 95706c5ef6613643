#pragma once
// Writing files so that a reader, a crash or a full disk never sees half of one: the text
// goes to a unique temporary next to the target, is flushed to the disk, and only then
// takes the target's name. One helper for every file Tributary writes on request.

#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>

namespace trib {

struct FileWriteError : std::runtime_error {
  // refused: the target is not something we write to (a symbolic link, a folder, a FIFO);
  // failed: the system could not write it (full disk, no permission, missing folder).
  enum class Kind { refused, failed } kind;

  FileWriteError(const std::string& message, Kind error_kind)
      : std::runtime_error(message), kind(error_kind) {}
};

// Throws FileWriteError (refused) when `path` is a symbolic link or exists as anything
// but a regular file. Links are refused rather than followed: replacing the link's
// target is rarely what the user meant, and naming the real path says it.
void check_write_target(const std::filesystem::path& path);

// Replaces (or creates) `path` with `text`. On failure the old file is untouched, no
// temporary is left and FileWriteError says why (the system's reason).
void replace_file(const std::filesystem::path& path, std::string_view text);

// A file written piece by piece (an export too long to hold in memory) into a temporary
// next to `path`, which takes the name only at commit(): a failure or an exception before
// it leaves the old file as it was and removes the temporary. Writes are buffered; every
// one may throw FileWriteError.
class StreamedFile {
 public:
  explicit StreamedFile(std::filesystem::path path);
  ~StreamedFile();
  StreamedFile(const StreamedFile&) = delete;
  StreamedFile& operator=(const StreamedFile&) = delete;
  void write(std::string_view text);
  void commit();

 private:
  void flush();
  std::filesystem::path path_;
  std::filesystem::path temporary_;
  int fd_ = -1;
  std::string buffer_;
};

// For files another library writes (a database): a unique, empty temporary in the
// target's folder, and the step that moves it into place once complete.
std::filesystem::path create_temporary_next_to(const std::filesystem::path& path);
// Flushes `temporary` to the disk and gives it the name `path`; `replace` false refuses
// (FileWriteError, refused) when `path` exists by then. The temporary is removed on failure.
void move_into_place(const std::filesystem::path& temporary, const std::filesystem::path& path,
                     bool replace);

}  // namespace trib
