// Catalogs stored once, found by a 64-bit FNV-1a hash of their compact JSON and then by
// the whole text: the hash only narrows the lookup to an index entry or two, the text
// comparison makes a collision harmless (it stores a second row), so no cryptographic
// hash (and no library for one) is needed.

#include "store/catalogs.h"

#include "core/i18n.h"
#include "core/input_error.h"
#include "core/json_view.h"
#include "store/database.h"
#include "store/rows.h"

namespace trib::store_detail {

namespace {

std::int64_t catalog_hash(const std::string& text) {
  std::uint64_t hash = 14695981039346656037ull;
  for (const char c : text) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 1099511628211ull;
  }
  return static_cast<std::int64_t>(hash);  // SQLite integers are signed
}

}  // namespace

StoredTable split_catalog(nlohmann::json envelope) {
  StoredTable stored;
  if (envelope.is_object()) {
    if (const auto catalog = envelope.find("catalog"); catalog != envelope.end()) {
      stored.catalog = json_text(*catalog);
      envelope.erase(catalog);
    }
  }
  stored.envelope = json_text(envelope);
  return stored;
}

nlohmann::json joined_envelope(const std::string& path, const std::string& envelope,
                               const std::optional<std::string>& catalog) {
  nlohmann::json document = parse_stored_json(path, envelope);
  if (!document.is_object()) fail_damaged(path, _("a stored session is not a JSON object"));
  if (catalog) document["catalog"] = parse_stored_json(path, *catalog);
  return document;
}

std::optional<std::int64_t> catalog_id(sqlite3* db, const std::string& path,
                                       const std::optional<std::string>& catalog) {
  if (!catalog) return std::nullopt;
  const std::int64_t hash = catalog_hash(*catalog);
  Statement known(db, path, "SELECT id FROM catalogs WHERE hash = ? AND catalog_json = ?");
  if (known.bind(1, hash).bind(2, *catalog).step()) return known.int64_at(0);
  Statement insert(db, path, "INSERT INTO catalogs(hash, catalog_json) VALUES (?, ?) RETURNING id");
  insert.bind(1, hash).bind(2, *catalog).step();
  return insert.int64_at(0);
}

StoredTable stored_table_of(std::string table_json, std::optional<std::string> catalog) {
  if (catalog) return {std::move(table_json), std::move(catalog)};
  try {
    nlohmann::json document = parse_json_text(table_json);
    if (document.is_object() && document.contains("catalog")) {
      return split_catalog(std::move(document));
    }
  } catch (const InputError&) {
    // Kept as it is: whoever reads it says it is damaged.
  }
  return {std::move(table_json), std::nullopt};
}

void move_catalogs_out(sqlite3* db, const std::string& path) {
  std::vector<std::int64_t> ids;
  {
    Statement all(db, path, "SELECT id FROM sessions WHERE catalog_id IS NULL ORDER BY id");
    while (all.step()) ids.push_back(all.int64_at(0));
  }
  Statement read(db, path, "SELECT table_json FROM sessions WHERE id = ?");
  Statement write(db, path, "UPDATE sessions SET table_json = ?, catalog_id = ? WHERE id = ?");
  for (const std::int64_t id : ids) {
    read.reset();
    if (!read.bind(1, id).step()) continue;
    StoredTable stored = stored_table_of(read.text_at(0), std::nullopt);
    if (!stored.catalog) continue;
    write.reset();
    write.bind(1, stored.envelope).bind(2, *catalog_id(db, path, stored.catalog)).bind(3, id).run();
  }
}

}  // namespace trib::store_detail
