// A moment as the local clock shows it.

#include "core/local_time.h"

namespace trib {

std::string local_time_text(std::time_t at, const char* strftime_format) {
  std::tm local{};
  localtime_r(&at, &local);
  char text[64];
  const std::size_t length = std::strftime(text, sizeof text, strftime_format, &local);
  return std::string(text, length);
}

}  // namespace trib
