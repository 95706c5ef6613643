// Shared by the export tests: UTC local time and a finished table as a play record.

#include "export_fixture.h"

#include <cstdlib>
#include <ctime>

#include "core/registry.h"

namespace trib::test {

void use_utc() {
  ::setenv("TZ", "UTC", 1);
  ::tzset();
}

PlayRecord play_from_file(const std::string& relative_path, const std::string& play_id) {
  TableFile table = read_table_file(std::string(TRIBUTARY_SOURCE_DIR) + "/" + relative_path);
  // As the store keeps it: with the complete catalog the table was played with.
  table.catalog = find_game(table.game)->resolve_catalog(table.catalog);
  return {play_id, kStartedAt, kFinishedAt, std::move(table)};
}

}  // namespace trib::test
