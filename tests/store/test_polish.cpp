// The store speaks the player's language: its refusals are whole Polish sentences (what was
// refused reads right inside them) and its counts take Polish plural forms. Every other
// store test reads the English text.

#include <doctest/doctest.h>

#include "store_test_util.h"

#include "../in_polish.h"

using namespace trib;
using namespace trib::test;

namespace {

MergeReport::Session merged_session(std::int64_t id) {
  return {id, id, "game-a", {"Ada", "Bo"}, 0};
}

}  // namespace

TEST_CASE("a write refused on a read-only store is one Polish sentence") {
  TempDir dir;
  const std::string path = dir.file("t.db");
  auto store = Store::open(path);
  REQUIRE(store->create_session(make_table("game-a", {"Ada"})) == 1);
  const auto reader = store->second_reader();
  InPolish polish;
  CHECK_THROWS_WITH_AS(
      reader->delete_session(1),
      ("plik " + path + " jest otwarty tylko do odczytu; nie można usunąć sesji").c_str(),
      StoreError);
  CHECK_THROWS_WITH_AS(store->load_session(9), ("nie ma sesji 9 w bazie " + path).c_str(),
                       StoreError);
}

TEST_CASE("the merge summary counts in Polish plural forms, and English after") {
  const std::string there = "/tmp/other.db";
  MergeReport report;
  report.added = {merged_session(1)};
  report.already_there = 2;
  for (std::int64_t id = 2; id <= 6; ++id) report.conflicts.push_back(merged_session(id));
  {
    InPolish polish;
    const std::string summary = merge_summary(report, there);
    CHECK(summary.rfind("Scalono /tmp/other.db: 1 sesja dodana, 2 już były, 5 konfliktów.\n", 0) ==
          0);
    CHECK(summary.find("Dodane:\n  sesja 1 (game-a: Ada, Bo) z sesji 1 scalanej bazy\n") !=
          std::string::npos);
  }
  CHECK(merge_summary(report, there)
            .rfind("Merged /tmp/other.db: 1 session added, 2 already there, 5 conflicts.\n", 0) ==
        0);
}
