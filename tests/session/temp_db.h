#pragma once
// A scratch folder for a session store, removed with its database when the test ends.

#include <unistd.h>

#include <filesystem>
#include <string>

namespace trib::test {

struct TempDb {
  std::filesystem::path dir;
  TempDb() {
    dir = std::filesystem::temp_directory_path() /
          ("tributary-ui-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter()++));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
  }
  ~TempDb() { std::filesystem::remove_all(dir); }
  std::string path() const { return (dir / "t.db").string(); }
  static int& counter() {
    static int n = 0;
    return n;
  }
};

}  // namespace trib::test
