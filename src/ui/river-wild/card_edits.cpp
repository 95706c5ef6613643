// River Wild's catalog edits: painting cells, items on a card, a new deck.

#include "ui/river-wild/card_edits.h"

#include <cstdio>
#include <stdexcept>

namespace trib::catalog_edit::river_wild {

namespace {

using nlohmann::json;

constexpr const char* kSource = "source";

// A caller's error (the editor passes cells of the card), never shown to players.
std::out_of_range card_edit_out_of_range(const std::string& card, const char* what, int index) {
  return std::out_of_range(card + ": no " + what + " " + std::to_string(index));
}

std::string row_text(const Editor& editor, const std::string& card, int row) {
  const json& rows = editor.component(card_ref(card)).at("rows");
  if (row < 0 || static_cast<std::size_t>(row) >= rows.size()) {
    throw card_edit_out_of_range(card, "row", row);
  }
  return rows.at(static_cast<std::size_t>(row)).get<std::string>();
}

const json& items(const Editor& editor, const std::string& card) {
  static const json none = json::array();
  const json& face = editor.component(card_ref(card));
  const auto it = face.find("items");
  return it == face.end() ? none : *it;
}

void check_cell(const Editor& editor, int row, int col) {
  if (row < 0 || col < 0 || row >= grid_height(editor) || col >= grid_width(editor)) {
    throw std::out_of_range("cell " + std::to_string(row) + "," + std::to_string(col) +
                            " is outside the card");  // not translated: a caller's error
  }
}

}  // namespace

ComponentRef card_ref(const std::string& card_id) {
  if (card_id == kSource) return {kSource, ""};
  return {"cards", card_id};
}

int grid_width(const Editor& editor) {
  return editor.catalog().at("grid").at(0).get<int>();
}

int grid_height(const Editor& editor) {
  return editor.catalog().at("grid").at(1).get<int>();
}

char cell_at(const Editor& editor, const std::string& card, int row, int col) {
  const std::string text = row_text(editor, card, row);
  if (col < 0 || static_cast<std::size_t>(col) >= text.size()) {
    throw card_edit_out_of_range(card, "column", col);
  }
  return text[static_cast<std::size_t>(col)];
}

void paint_cell(Editor& editor, const std::string& card, int row, int col, char cell) {
  if (cell != 'L' && cell != 'R' && cell != 'M') {
    // The painter passes its brush's letter: a caller's error, never shown.
    throw std::invalid_argument("not L, R or M");  // not translated: a caller's error
  }
  std::string text = row_text(editor, card, row);
  if (col < 0 || static_cast<std::size_t>(col) >= text.size()) {
    throw card_edit_out_of_range(card, "column", col);
  }
  if (text[static_cast<std::size_t>(col)] == cell) return;
  text[static_cast<std::size_t>(col)] = cell;
  editor.set_field(card_ref(card), "/rows/" + std::to_string(row), text);
}

json animal_item(std::string_view animal, int row, int col) {
  return {{"animal", animal}, {"at", {row, col}}};
}

json goal_item(json requirement, int largest, int other, int row, int col) {
  return {{"goal", std::move(requirement)}, {"points", {largest, other}}, {"at", {row, col}}};
}

json runestone_item(int row, int col) {
  return {{"runestone", true}, {"at", {row, col}}};
}

void add_item(Editor& editor, const std::string& card, json item) {
  const json& face = editor.component(card_ref(card));
  if (!face.contains("items")) {
    editor.set_field(card_ref(card), "/items", json::array({std::move(item)}));
  } else {
    editor.set_field(card_ref(card), "/items/-", std::move(item));
  }
}

void move_item(Editor& editor, const std::string& card, std::size_t index, int row, int col) {
  check_cell(editor, row, col);
  if (index >= items(editor, card).size())
    throw std::out_of_range(card + ": no such item");  // not translated: a caller's error
  editor.set_field(card_ref(card), "/items/" + std::to_string(index) + "/at", {row, col});
}

void remove_item(Editor& editor, const std::string& card, std::size_t index) {
  if (index >= items(editor, card).size())
    throw std::out_of_range(card + ": no such item");  // not translated: a caller's error
  editor.remove_field(card_ref(card), "/items/" + std::to_string(index));
}

int item_at(const Editor& editor, const std::string& card, int row, int col) {
  const json& list = items(editor, card);
  int found = -1;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const json& at = list[i].value("at", json::array());
    if (at != json::array({row, col})) continue;
    if (!list[i].contains("runestone")) return static_cast<int>(i);
    if (found < 0) found = static_cast<int>(i);
  }
  return found;
}

json blank_card(int width, int height) {
  std::string row(static_cast<std::size_t>(width), 'L');
  if (width >= 2) {
    row[static_cast<std::size_t>(width / 2 - 1)] = 'R';
    row[static_cast<std::size_t>(width / 2)] = 'R';
  }
  json rows = json::array();
  for (int r = 0; r < height; ++r) rows.push_back(row);
  return {{"rows", rows}, {"items", json::array()}};
}

void new_deck(Editor& editor, int width, int height, int cards) {
  if (cards < 1 || cards > 999) {
    throw std::invalid_argument("a deck holds 1 to 999 cards");  // not translated: clamped first
  }
  json catalog = editor.catalog();
  catalog["grid"] = {width, height};
  catalog["source"] = blank_card(width, height);
  catalog["cards"] = json::object();
  for (int i = 1; i <= cards; ++i) {
    char id[8];
    std::snprintf(id, sizeof id, "c%02d", i);
    catalog["cards"][id] = blank_card(width, height);
  }
  catalog.erase("provenance");
  editor.replace_all(std::move(catalog));
}

}  // namespace trib::catalog_edit::river_wild
