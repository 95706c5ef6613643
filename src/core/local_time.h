#pragma once
// A moment as the local clock shows it, in an strftime format ("%Y-%m-%d %H:%M").

#include <ctime>
#include <string>

namespace trib {

std::string local_time_text(std::time_t at, const char* strftime_format);

}  // namespace trib
