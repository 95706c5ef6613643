#pragma once
// Ids as players type them at a table: "s13" for "sheep-13", "b5" for "base-05", "7" for
// "c07" — the id's leading letters cut to any start (none at all) and its number without
// leading zeros — and several at once ("s13 s12 b07").

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace trib {

// Whether `query` names `id`: the id itself (ignoring case), or its short form — any start
// of the id's leading letters, then the id's closing number (leading zeros optional).
bool names_id(std::string_view id, std::string_view query);

// The one id of `ids` that `query` names: the id itself first (ignoring case), else the
// only id whose short form it is. nullopt when none, or several, answer to it.
std::optional<std::size_t> find_named_id(const std::vector<std::string>& ids,
                                         std::string_view query);

// The words of a typed line ("s13 s12, b07" → "s13", "s12", "b07"): spaces and commas part them.
std::vector<std::string> typed_words(std::string_view line);

}  // namespace trib
