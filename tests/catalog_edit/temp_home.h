#pragma once
// A throw-away $XDG_DATA_HOME for one test, so the user's own catalogs are never touched.

#include <cstdlib>
#include <filesystem>
#include <random>
#include <string>

namespace trib::test {

class TempDataHome {
 public:
  TempDataHome() {
    std::random_device seed;
    do {
      path_ = std::filesystem::temp_directory_path() /
              ("tributary-catalog-test-" + std::to_string(seed()));
    } while (!std::filesystem::create_directory(path_));
    const char* old = std::getenv("XDG_DATA_HOME");
    if (old != nullptr) previous_ = old;
    had_previous_ = old != nullptr;
    setenv("XDG_DATA_HOME", path_.c_str(), 1);
  }
  ~TempDataHome() {
    if (had_previous_) {
      setenv("XDG_DATA_HOME", previous_.c_str(), 1);
    } else {
      unsetenv("XDG_DATA_HOME");
    }
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  TempDataHome(const TempDataHome&) = delete;
  TempDataHome& operator=(const TempDataHome&) = delete;
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
  std::string previous_;
  bool had_previous_ = false;
};

}  // namespace trib::test
