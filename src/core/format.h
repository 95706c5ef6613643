#pragma once
// Numbers, dates and lists of names as every view and command words them.

#include <cstdint>
#include <string>
#include <vector>

namespace trib {

// 37, 12.5 (Polish 12,5): for showing, never for files or JSON (json_number writes those).
std::string format_score(double score);
// value with exactly `decimals` places and the language's separator: 4.00, Polish 4,00.
std::string format_decimal(double value, int decimals);
// A count with its thousands apart: "5 424 387" (no-break spaces, so it never wraps).
std::string format_count(unsigned long long count);
std::string format_date(std::int64_t unix_seconds);             // "2024-05-01 14:03", local time
std::string join_names(const std::vector<std::string>& names);  // "Ada, Ben and Cy"

}  // namespace trib
