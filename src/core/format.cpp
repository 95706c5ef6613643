// The wording of scores, dates and name lists (core/format.h).

#include "core/format.h"

#include <cmath>
#include <cstdio>
#include <ctime>

namespace trib {

std::string format_score(double score) {
  if (std::floor(score) == score && std::fabs(score) < 1e15) {
    return std::to_string(static_cast<long long>(score));
  }
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", score);
  return text;
}

std::string format_count(unsigned long long count) {
  const std::string digits = std::to_string(count);
  std::string grouped;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) grouped += "\u00a0";
    grouped += digits[i];
  }
  return grouped;
}

std::string format_date(std::int64_t unix_seconds) {
  const std::time_t time = static_cast<std::time_t>(unix_seconds);
  std::tm local{};
  if (localtime_r(&time, &local) == nullptr) return "?";
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%d %H:%M", &local);
  return text;
}

std::string join_names(const std::vector<std::string>& names) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += i + 1 == names.size() ? " and " : ", ";
    out += names[i];
  }
  return out;
}

}  // namespace trib
