#pragma once
// The game's named values as JSON spells them, read into their enums; the catalog and the
// table codec share these.

#include <algorithm>
#include <initializer_list>
#include <string>
#include <string_view>

#include "core/json_view.h"
#include "games/river-woods/catalog.h"

namespace trib::river_woods {

inline const std::initializer_list<std::string_view> kTokenNames = {"flower", "berry", "tea",
                                                                    "mountain"};

// The enum value at the index of v's name in `names` (v must be one of them).
template <typename Enum>
Enum read_enum(const JsonView& v, std::initializer_list<std::string_view> names) {
  const std::string value = v.as_enum(names);
  return static_cast<Enum>(std::find(names.begin(), names.end(), value) - names.begin());
}

inline Token read_token(const JsonView& v) {
  return read_enum<Token>(v, kTokenNames);
}

}  // namespace trib::river_woods
