// Catalog list items as the editor's compact rows read them: kind and short field labels.

#include "catalog_edit/item_labels.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

namespace {

using nlohmann::json;
using trib::catalog_edit::is_item_list;
using trib::catalog_edit::item_labels;
using trib::catalog_edit::item_line;
using Fields = std::vector<std::string>;

}  // namespace

TEST_CASE("an animal reads as its name and its cell") {
  const auto labels = item_labels(json::parse(R"({"animal": "frog", "at": [1, 1]})"));
  CHECK(labels.kind == "frog");
  CHECK(labels.kind_key == "animal");
  CHECK(labels.fields == Fields{"at 1,1"});
  CHECK(item_line(labels) == "frog \u00b7 at 1,1");
}

TEST_CASE("a goal reads as its requirement first, a runestone as its flag") {
  const auto goal =
      item_labels(json::parse(R"({"at": [2, 6], "goal": {"animals": ["frog", "unicorn"]},
                                   "points": [2, 1]})"));
  CHECK(goal.kind == "goal");
  CHECK(goal.fields == Fields{"animals frog, unicorn", "at 2,6", "points 2,1"});
  CHECK(item_labels(json::parse(R"({"at": [0, 0], "goal": {"each": true}})")).fields ==
        Fields{"each", "at 0,0"});
  CHECK(item_labels(json::parse(R"({"at": [0, 0], "goal": {"any": 3}})")).fields ==
        Fields{"any 3", "at 0,0"});
  const auto stone = item_labels(json::parse(R"({"runestone": true, "at": [3, 4]})"));
  CHECK(stone.kind == "runestone");
  CHECK(stone.fields == Fields{"at 3,4"});
}

TEST_CASE("the other games' items: cargo, map tiles, paddle cards, motivation terms") {
  CHECK(item_line(item_labels(json::parse(R"({"kind": "sack", "count": 2, "arm": "N"})"))) ==
        "sack \u00b7 arm N \u00b7 count 2");
  CHECK(item_line(item_labels(json::parse(R"({"tile": "s05", "at": [0, -1], "rot": 3})"))) ==
        "s05 \u00b7 at 0,-1 \u00b7 rot 3");
  // The id names a paddle card; its kind then reads as a plain word, a false flag as "no".
  CHECK(item_line(item_labels(
            json::parse(R"({"id": "2L", "kind": "left", "value": 2, "heart": false})"))) ==
        "2L \u00b7 no heart \u00b7 left \u00b7 value 2");
  const auto term = item_labels(json::parse(
      R"({"kind": "per_set", "elements": [{"icon": "mountain"}, {"drops": [1, 2]}],
          "hearts": 3, "table": {"1": 0, "2": 2.5}})"));
  CHECK(term.kind == "per set");
  CHECK(term.fields ==
        Fields{"elements mountain, drops 1,2", "hearts 3", "table 1:0 \u00b7 2:2.5"});
  CHECK(item_line(item_labels(json::parse(R"({"values": [4], "up_to": 1})"))) ==
        "up to 1 \u00b7 values 4");
}

TEST_CASE("odd items still read: no naming field, empty lists, nulls, long text") {
  const auto square = item_labels(json::parse(R"({"arms": ["N", "S"], "items": [], "x": null})"));
  CHECK(square.kind.empty());
  CHECK(square.fields == Fields{"arms N, S", "items none", "x none"});
  const auto rank = item_labels(json::parse(
      R"({"min": 0, "title": "A title far longer than any label in a row should ever be"})"));
  CHECK(rank.kind.size() <= 40 + 2);
  CHECK(rank.kind.substr(rank.kind.size() - 3) == "\u2026");
  CHECK(item_labels(json(7)).kind == "7");
}

TEST_CASE("only lists of objects are shown as item rows") {
  CHECK(is_item_list(json::parse(R"([{"animal": "frog"}, {"runestone": true}])")));
  CHECK_FALSE(is_item_list(json::parse(R"([1, 2])")));
  CHECK_FALSE(is_item_list(json::parse(R"([{"a": 1}, 2])")));
  CHECK_FALSE(is_item_list(json::array()));
  CHECK_FALSE(is_item_list(json::object()));
}
