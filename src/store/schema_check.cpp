// Checking a file's schema against what the migrations create: a trigger, view, index or
// table added by another program (or a table altered) could change what a write stores,
// so such a file is opened read-only and named as it is.

#include <map>
#include <tuple>

#include "core/text.h"
#include "store/database.h"
#include "store/schema.h"

namespace trib::store_detail {

namespace {

// At most this many objects are named; the rest are counted.
constexpr std::size_t kNamedObjects = 3;

struct SchemaObject {
  std::string type, table, sql;
  bool operator==(const SchemaObject&) const = default;
};
using SchemaRows = std::map<std::string, SchemaObject>;  // by name

SchemaRows schema_rows(sqlite3* db, const std::string& path) {
  SchemaRows rows;
  Statement query(db, path, "SELECT type, name, tbl_name, sql FROM sqlite_schema");
  while (query.step()) {
    rows[query.text_at(1)] = SchemaObject{query.text_at(0), query.text_at(2), query.text_at(3)};
  }
  return rows;
}

// The schema the migrations up to `version` give a new database.
SchemaRows expected_rows(int version) {
  const std::string memory = ":memory:";
  sqlite3* raw = nullptr;
  const int rc = sqlite3_open_v2(memory.c_str(), &raw, SQLITE_OPEN_READWRITE, nullptr);
  Connection db(raw);
  if (rc != SQLITE_OK) fail(db.get(), memory, rc, "build the expected schema");
  run_migrations(db.get(), memory, 0, version);
  return schema_rows(db.get(), memory);
}

// ANALYZE (a user's sqlite3 shell) adds statistics tables: they steer query plans only.
bool statistics_table(const std::string& name, const SchemaObject& object) {
  return object.type == "table" && (name == "sqlite_stat1" || name == "sqlite_stat4");
}

std::string named(const std::string& type, const std::string& name) {
  return "a" + std::string(type == "index" ? "n " : " ") + type + " \"" + echo(name) + "\"";
}

}  // namespace

std::vector<std::string> foreign_schema(sqlite3* db, const std::string& path) {
  const int version = user_version(db, path);
  if (version <= 0 || version > Store::schema_version) return {};  // inspect() decides these
  const SchemaRows expected = expected_rows(version);
  const SchemaRows found = schema_rows(db, path);
  std::vector<std::string> phrases;
  for (const auto& [name, object] : found) {
    const auto ours = expected.find(name);
    if (ours == expected.end()) {
      if (!statistics_table(name, object)) {
        phrases.push_back(named(object.type, name) + " that Tributary did not create");
      }
    } else if (!(ours->second == object)) {
      phrases.push_back(named(object.type, name) + " that is not as Tributary created it");
    }
  }
  for (const auto& [name, object] : expected) {
    if (!found.count(name)) phrases.push_back("no " + object.type + " \"" + name + "\"");
  }
  if (phrases.size() > kNamedObjects) {
    const std::size_t more = phrases.size() - kNamedObjects;
    phrases.resize(kNamedObjects);
    phrases.push_back(std::to_string(more) + " more such object" + (more == 1 ? "" : "s"));
  }
  return phrases;
}

std::string foreign_schema_sentence(const std::string& path,
                                    const std::vector<std::string>& phrases) {
  std::string sentence = path + " has ";
  for (std::size_t i = 0; i < phrases.size(); ++i) {
    if (i > 0) sentence += i + 1 == phrases.size() ? " and " : ", ";
    sentence += phrases[i];
  }
  return sentence;
}

}  // namespace trib::store_detail
