// The helpers the games' BG Stats readers share.

#include "core/play_facts.h"

namespace trib {

std::string join_parts(const std::vector<std::string>& parts, std::string_view separator) {
  std::string out;
  for (const std::string& part : parts) out += (out.empty() ? "" : std::string(separator)) + part;
  return out;
}

std::string catalog_entry_name(const TableFile& table, const char* section, const std::string& id) {
  const nlohmann::json& entry =
      table.catalog.value(section, nlohmann::json::object()).value(id, nlohmann::json::object());
  return entry.is_object() && entry.contains("name") && entry["name"].is_string()
             ? entry["name"].get<std::string>()
             : id;
}

}  // namespace trib
