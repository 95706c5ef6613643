// The wording of scores, dates and name lists (core/format.h).

#include "core/format.h"

#include <cmath>
#include <cstdio>
#include <ctime>

#include "core/fill.h"
#include "core/i18n.h"

namespace trib {

std::string format_score(double score) {
  if (std::floor(score) == score && std::fabs(score) < 1e15) {
    return std::to_string(static_cast<long long>(score));
  }
  return format_decimal(score, 1);
}

std::string format_decimal(double value, int decimals) {
  char text[48];
  std::snprintf(text, sizeof text, "%.*f", decimals, value);
  // Shown only, never written to a file: Polish writes 12,5. The C locale's "%f" gave
  // the point.
  // TRANSLATORS: the decimal separator of a number shown to players ("12.5"): Polish ",".
  const std::string separator = C_("decimal separator", ".");
  std::string shown = text;
  if (const auto point = shown.find('.'); point != std::string::npos) {
    shown.replace(point, 1, separator);
  }
  return shown;
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
  if (names.empty()) return "";
  std::string head;
  for (std::size_t i = 0; i + 1 < names.size(); ++i) {
    if (i > 0) head += ", ";
    head += names[i];
  }
  // TRANSLATORS: the last name of a list after the others: "Ada, Ben and Cy".
  return names.size() == 1 ? names.front() : fill(_("{} and {}"), head, names.back());
}

}  // namespace trib
