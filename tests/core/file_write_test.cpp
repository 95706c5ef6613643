// Replacing files: the whole text or the old file, never half of one; links and
// non-files refused; no temporary left behind.

#include "core/file_write.h"

#include <doctest/doctest.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <csignal>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;
using trib::FileWriteError;

namespace {

struct Folder {
  fs::path path = fs::temp_directory_path() / ("tributary-write-" + std::to_string(getpid()));
  Folder() { fs::create_directories(path); }
  ~Folder() { fs::remove_all(path); }
  std::size_t entries() const {
    return static_cast<std::size_t>(std::distance(fs::directory_iterator(path), {}));
  }
};

std::string read(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

}  // namespace

TEST_CASE("replace_file writes a new file and replaces an old one, keeping its mode") {
  Folder folder;
  const fs::path file = folder.path / "out.json";
  trib::replace_file(file, "first");
  CHECK(read(file) == "first");
  chmod(file.c_str(), 0640);
  trib::replace_file(file, "second");
  CHECK(read(file) == "second");
  struct stat status {};
  REQUIRE(stat(file.c_str(), &status) == 0);
  CHECK((status.st_mode & 0777) == 0640);
  CHECK(folder.entries() == 1);  // no temporary left
}

TEST_CASE("a symbolic link, a folder and a FIFO are refused, and nothing is written") {
  Folder folder;
  const fs::path target = folder.path / "target.json";
  trib::replace_file(target, "kept");
  const fs::path link = folder.path / "link.json";
  fs::create_symlink(target, link);
  try {
    trib::replace_file(link, "through the link");
    FAIL("expected a refusal");
  } catch (const FileWriteError& error) {
    CHECK(error.kind == FileWriteError::Kind::refused);
    CHECK(std::string(error.what()).find("symbolic link") != std::string::npos);
    CHECK(std::string(error.what()).find(target.string()) != std::string::npos);
  }
  CHECK(read(target) == "kept");
  CHECK(fs::is_symlink(link));
  CHECK_THROWS_WITH_AS(trib::replace_file(folder.path, "x"), doctest::Contains("is a folder"),
                       FileWriteError);
  const fs::path fifo = folder.path / "fifo";
  REQUIRE(mkfifo(fifo.c_str(), 0600) == 0);
  CHECK_THROWS_WITH_AS(trib::replace_file(fifo, "x"), doctest::Contains("not a regular file"),
                       FileWriteError);
  CHECK(folder.entries() == 3);
}

TEST_CASE("when the disk refuses the text the old file stays whole and no temporary is left") {
  Folder folder;
  const fs::path file = folder.path / "out.json";
  trib::replace_file(file, "the old text");
  // A file size limit fails write() with EFBIG, as a full disk fails it with ENOSPC.
  std::signal(SIGXFSZ, SIG_IGN);
  rlimit old_limit{};
  getrlimit(RLIMIT_FSIZE, &old_limit);
  rlimit limit = old_limit;
  limit.rlim_cur = 4096;
  setrlimit(RLIMIT_FSIZE, &limit);
  try {
    trib::replace_file(file, std::string(100'000, 'x'));
    FAIL("expected a failure");
  } catch (const FileWriteError& error) {
    CHECK(error.kind == FileWriteError::Kind::failed);
    CHECK(std::string(error.what()).find("File too large") != std::string::npos);
    CHECK(std::string(error.what()).find(file.string()) == 0);
  }
  setrlimit(RLIMIT_FSIZE, &old_limit);
  std::signal(SIGXFSZ, SIG_DFL);
  CHECK(read(file) == "the old text");
  CHECK(folder.entries() == 1);
}

TEST_CASE("a missing folder is a failure that says why") {
  Folder folder;
  CHECK_THROWS_WITH_AS(trib::replace_file(folder.path / "no" / "out.json", "x"),
                       doctest::Contains("No such file or directory"), FileWriteError);
}

TEST_CASE("move_into_place without replacing refuses a name taken meanwhile") {
  Folder folder;
  const fs::path file = folder.path / "copy.db";
  const fs::path temporary = trib::create_temporary_next_to(file);
  CHECK(temporary.parent_path() == folder.path);
  trib::replace_file(file, "taken");
  CHECK_THROWS_WITH_AS(trib::move_into_place(temporary, file, false),
                       doctest::Contains("exists already"), FileWriteError);
  CHECK(read(file) == "taken");
  CHECK(folder.entries() == 1);
}
