// The helpers the games' BG Stats readers share.

#include "core/play_facts.h"

namespace trib {

std::string join_parts(const std::vector<std::string>& parts, std::string_view separator) {
  std::string out;
  for (const std::string& part : parts) out += (out.empty() ? "" : std::string(separator)) + part;
  return out;
}

std::string catalog_entry_name(const TableFile& table, const char* section, const std::string& id) {
  // Looked up in place: json::value() would copy the whole section for every seat.
  if (!table.catalog.is_object()) return id;
  const auto found_section = table.catalog.find(section);
  if (found_section == table.catalog.end() || !found_section->is_object()) return id;
  const auto entry = found_section->find(id);
  if (entry == found_section->end() || !entry->is_object()) return id;
  const auto name = entry->find("name");
  return name != entry->end() && name->is_string() ? name->get<std::string>() : id;
}

}  // namespace trib
