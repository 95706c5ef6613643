#pragma once
// River Wild's own edits on top of the generic editor: painting one cell of a card face
// land / river / mountain, the items on a card (animal, goal with its kind and both point
// values, runestone) and a new deck of another grid size. Cards are named by id, "source"
// for the source card; rows and columns are those of the front face.

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "catalog_edit/editor.h"

namespace trib::catalog_edit::river_wild {

ComponentRef card_ref(const std::string& card_id);

// The deck's [width, height] in cells.
int grid_width(const Editor& editor);
int grid_height(const Editor& editor);

// 'L', 'R' or 'M' at a cell; painting the cell it already has is no edit.
char cell_at(const Editor& editor, const std::string& card, int row, int col);
void paint_cell(Editor& editor, const std::string& card, int row, int col, char cell);

// Items in the catalog's shape.
nlohmann::json animal_item(std::string_view animal, int row, int col);
// `requirement` is a goal as the catalog writes it: {"animals": [...]}, {"each": true} or
// {"any": n}; `largest` and `other` are the points when the land is the largest or not.
nlohmann::json goal_item(nlohmann::json requirement, int largest, int other, int row, int col);
nlohmann::json runestone_item(int row, int col);

void add_item(Editor& editor, const std::string& card, nlohmann::json item);
void move_item(Editor& editor, const std::string& card, std::size_t index, int row, int col);
void remove_item(Editor& editor, const std::string& card, std::size_t index);
// The index of the item at a cell (an animal or goal before a runestone), or -1.
int item_at(const Editor& editor, const std::string& card, int row, int col);

// A card of `width` × `height` land cells with the river down its two middle columns.
nlohmann::json blank_card(int width, int height);
// A new catalog of `cards` blank cards (ids c01, c02, …) and a blank source card at another
// grid size, keeping the scoring numbers and ranks: one undo step.
void new_deck(Editor& editor, int width, int height, int cards);

}  // namespace trib::catalog_edit::river_wild
