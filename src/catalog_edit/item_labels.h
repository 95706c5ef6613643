#pragma once
// A catalog list item (an animal on a card, a cargo on a tile, a tile on a map, a paddle
// card, a motivation term) as short readable labels for the editor's compact rows:
// {"animal": "frog", "at": [1, 1]} reads as kind "frog" with the field "at 1,1".

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace trib::catalog_edit {

struct ItemLabels {
  // What the item is: the value of its naming field ("animal", "id", "tile", "kind", …),
  // else the name of a flag or group it is made of ("runestone", "goal"); may be empty.
  std::string kind;
  std::string kind_key;             // the field `kind` came from ("" when none)
  std::vector<std::string> fields;  // every other field: "at 1,1", "value 2", "heart"
};

// Lists shown as rows of items: arrays whose elements are all objects.
bool is_item_list(const nlohmann::json& value);

ItemLabels item_labels(const nlohmann::json& item);

// The labels on one line: "frog · at 1,1".
std::string item_line(const ItemLabels& labels);

}  // namespace trib::catalog_edit
