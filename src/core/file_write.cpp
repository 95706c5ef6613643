// Writing a file whole or not at all: a flushed temporary renamed over the target.

#include "core/file_write.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "core/fill.h"
#include "core/i18n.h"
#include "core/text.h"

namespace trib {

namespace fs = std::filesystem;

namespace {

std::string reason(int error_number) {
  return std::strerror(error_number);
}

[[noreturn]] void fail(const fs::path& path, const std::string& what, int error_number) {
  throw FileWriteError(echo(path.string()) + ": " + what + ": " + reason(error_number),
                       FileWriteError::Kind::failed);
}

fs::path folder_of(const fs::path& path) {
  return path.has_parent_path() ? path.parent_path() : fs::path(".");
}

// The permissions a new file gets from the user's umask (mkstemp's are 0600).
mode_t new_file_mode() {
  const mode_t mask = ::umask(0);
  ::umask(mask);
  return 0666 & ~mask;
}

// Makes a rename in `folder` survive a power cut.
void sync_folder(const fs::path& folder) {
  const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;  // the rename is done; only its durability is at stake
  ::fsync(fd);
  ::close(fd);
}

void write_all(int fd, std::string_view text, const fs::path& temporary, const fs::path& path) {
  while (!text.empty()) {
    const ssize_t written = ::write(fd, text.data(), text.size());
    if (written < 0) {
      if (errno == EINTR) continue;
      const int error_number = errno;
      ::close(fd);
      ::unlink(temporary.c_str());
      fail(path, _("cannot be written"), error_number);
    }
    text.remove_prefix(static_cast<std::size_t>(written));
  }
}

}  // namespace

void check_write_target(const fs::path& path) {
  struct stat status {};
  if (::lstat(path.c_str(), &status) != 0) return;  // a new file
  if (S_ISLNK(status.st_mode)) {
    std::error_code ignored;
    fs::path target = fs::read_symlink(path, ignored);
    if (target.is_relative() && !target.empty()) target = folder_of(path) / target;
    throw FileWriteError(
        target.empty()
            ? fill(_("{}: is a symbolic link; Tributary does not write through links (name the "
                     "file itself)"),
                   echo(path.string()))
            : fill(_("{}: is a symbolic link; Tributary does not write through links (name the "
                     "file itself: {})"),
                   echo(path.string()), echo(target.lexically_normal().string())),
        FileWriteError::Kind::refused);
  }
  if (!S_ISREG(status.st_mode)) {
    throw FileWriteError(
        fill(S_ISDIR(status.st_mode) ? _("{}: is a folder; name a file to write")
                                     : _("{}: is not a regular file; name a file to write"),
             echo(path.string())),
        FileWriteError::Kind::refused);
  }
}

fs::path create_temporary_next_to(const fs::path& path) {
  check_write_target(path);
  std::string name = (folder_of(path) / ("." + path.filename().string() + ".XXXXXX")).string();
  const int fd = ::mkostemp(name.data(), O_CLOEXEC);
  if (fd < 0) fail(folder_of(path), _("cannot be written to"), errno);
  ::close(fd);
  return name;
}

void move_into_place(const fs::path& temporary, const fs::path& path, bool replace) {
  const auto give_up = [&](const std::string& what, int error_number) {
    ::unlink(temporary.c_str());
    fail(path, what, error_number);
  };
  const int fd = ::open(temporary.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) give_up(_("cannot be written"), errno);
  struct stat existing {};
  const bool exists = ::stat(path.c_str(), &existing) == 0;
  ::fchmod(fd, exists ? (existing.st_mode & 07777) : new_file_mode());
  if (::fsync(fd) != 0) {
    const int error_number = errno;
    ::close(fd);
    give_up(_("cannot be written"), error_number);
  }
  ::close(fd);
  if (replace) {
    if (::rename(temporary.c_str(), path.c_str()) != 0) give_up(_("cannot be written"), errno);
  } else {
    // link() refuses an existing name, where rename() would replace it.
    if (::link(temporary.c_str(), path.c_str()) != 0) {
      const int error_number = errno;
      ::unlink(temporary.c_str());
      if (error_number == EEXIST) {
        throw FileWriteError(
            fill(_("{}: the file exists already (choose a new name)"), echo(path.string())),
            FileWriteError::Kind::refused);
      }
      fail(path, _("cannot be written"), error_number);
    }
    ::unlink(temporary.c_str());
  }
  sync_folder(folder_of(path));
}

void replace_file(const fs::path& path, std::string_view text) {
  const fs::path temporary = create_temporary_next_to(path);
  const int fd = ::open(temporary.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
  if (fd < 0) {
    const int error_number = errno;
    ::unlink(temporary.c_str());
    fail(path, _("cannot be written"), error_number);
  }
  write_all(fd, text, temporary, path);
  ::close(fd);
  move_into_place(temporary, path, true);
}

StreamedFile::StreamedFile(fs::path path)
    : path_(std::move(path)), temporary_(create_temporary_next_to(path_)) {
  fd_ = ::open(temporary_.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
  if (fd_ < 0) {
    const int error_number = errno;
    ::unlink(temporary_.c_str());
    fail(path_, _("cannot be written"), error_number);
  }
}

StreamedFile::~StreamedFile() {
  if (fd_ < 0) return;
  ::close(fd_);
  ::unlink(temporary_.c_str());
}

void StreamedFile::write(std::string_view text) {
  constexpr std::size_t kBuffered = 64 * 1024;
  buffer_ += text;
  if (buffer_.size() >= kBuffered) flush();
}

void StreamedFile::flush() {
  const int fd = fd_;
  fd_ = -1;  // write_all closes it and removes the temporary when it fails
  write_all(fd, buffer_, temporary_, path_);
  fd_ = fd;
  buffer_.clear();
}

void StreamedFile::commit() {
  flush();
  ::close(fd_);
  fd_ = -1;
  move_into_place(temporary_, path_, true);
}

}  // namespace trib
