// Checking a file's schema against what the migrations create: a trigger, view, index or
// table added by another program (or a table altered) could change what a write stores,
// so such a file is opened read-only and named as it is.

#include <map>
#include <tuple>

#include "core/fill.h"
#include "core/i18n.h"
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
  if (rc != SQLITE_OK) fail(db.get(), memory, rc, C_("cannot ...", "build the expected schema"));
  run_migrations(db.get(), memory, 0, version);
  return schema_rows(db.get(), memory);
}

// ANALYZE (a user's sqlite3 shell) adds statistics tables: they steer query plans only.
bool statistics_table(const std::string& name, const SchemaObject& object) {
  return object.type == "table" && (name == "sqlite_stat1" || name == "sqlite_stat4");
}

// "a table \"x\"": one text per type of object, so that a translation declines each noun.
std::string named(const std::string& type, const std::string& name) {
  const std::string shown = echo(name);
  if (type == "table") return fill(_("a table \"{}\""), shown);
  if (type == "index") return fill(_("an index \"{}\""), shown);
  if (type == "view") return fill(_("a view \"{}\""), shown);
  if (type == "trigger") return fill(_("a trigger \"{}\""), shown);
  // TRANSLATORS: an object of an SQLite schema, its type as SQLite names it and its name
  return fill(_("a {} \"{}\""), type, shown);
}

// "no table \"x\"": an object the migrations create that the file lacks.
std::string missing(const std::string& type, const std::string& name) {
  if (type == "table") return fill(_("no table \"{}\""), name);
  if (type == "index") return fill(_("no index \"{}\""), name);
  if (type == "view") return fill(_("no view \"{}\""), name);
  if (type == "trigger") return fill(_("no trigger \"{}\""), name);
  return fill(_("no {} \"{}\""), type, name);
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
        phrases.push_back(fill(_("{} that Tributary did not create"), named(object.type, name)));
      }
    } else if (!(ours->second == object)) {
      phrases.push_back(
          fill(_("{} that is not as Tributary created it"), named(object.type, name)));
    }
  }
  for (const auto& [name, object] : expected) {
    if (!found.count(name)) phrases.push_back(missing(object.type, name));
  }
  if (phrases.size() > kNamedObjects) {
    const std::size_t more = phrases.size() - kNamedObjects;
    phrases.resize(kNamedObjects);
    phrases.push_back(fill(P_("{} more such object", "{} more such objects", more), more));
  }
  return phrases;
}

std::string foreign_schema_sentence(const std::string& path,
                                    const std::vector<std::string>& phrases) {
  std::string listed;
  for (std::size_t i = 0; i < phrases.size(); ++i) {
    if (i == 0) {
      listed = phrases[i];
    } else {
      listed = i + 1 == phrases.size() ? fill(_("{} and {}"), listed, phrases[i])
                                       : listed + ", " + phrases[i];
    }
  }
  // TRANSLATORS: a database file and what in its schema Tributary did not make
  return fill(_("{} has {}"), path, listed);
}

}  // namespace trib::store_detail
