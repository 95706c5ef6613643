// River Wild's moves and setup read from (and moves written to) their table-file JSON.

#include "games/river-wild/codec.h"
#include "core/text.h"

#include <algorithm>

#include "core/fill.h"
#include "core/i18n.h"
#include "core/json_view.h"

namespace trib::river_wild {

namespace {

int known_card(const JsonView& view, const Catalog& catalog) {
  const std::string id = view.as_string();
  const auto index = catalog.find(id);
  if (!index) view.fail(fill(_("there is no card \"{}\" in the catalog"), echo(id)));
  return *index;
}

std::vector<int> parse_hand(const JsonView& view, const Catalog& catalog) {
  std::vector<int> hand;
  for (const JsonView& entry : view.items()) {
    const int card = known_card(entry, catalog);
    if (card == kSourceCard) entry.fail(_("the source card is never in hand"));
    if (std::find(hand.begin(), hand.end(), card) != hand.end()) {
      entry.fail(fill(_("card \"{}\" appears twice in the hand"), echo(catalog.card(card).id)));
    }
    hand.push_back(card);
  }
  return hand;
}

RunestoneChoice parse_choice(const JsonView& view, const Catalog& catalog) {
  view.expect_object({"card", "cell", "animal"});
  RunestoneChoice choice;
  choice.card = known_card(view.at("card"), catalog);
  if (catalog.card(choice.card).runestone < 0) {
    view.at("card").fail(
        fill(_("card \"{}\" carries no runestone"), echo(catalog.card(choice.card).id)));
  }
  const JsonView cell = view.at("cell");
  if (!cell.is_array() || cell.size() != 2) cell.fail(_("expected [row, column] of a land cell"));
  constexpr int kLimit = 100000;
  choice.cell.row = static_cast<int>(cell.at(0).as_int(-kLimit, kLimit));
  choice.cell.col = static_cast<int>(cell.at(1).as_int(-kLimit, kLimit));
  choice.animal =
      *animal_from_name(view.at("animal").as_enum({"frog", "jackalope", "unicorn", "dragon"}));
  return choice;
}

}  // namespace

MoveInput parse_move(const nlohmann::json& move) {
  const JsonView view(move);
  MoveInput input;
  if (is_draw_move(move)) {
    view.expect_object({"draw"});
    input.draw = true;
    input.card = view.at("draw").as_string();
    return input;
  }
  view.expect_object({"card", "row", "col", "side"});
  input.card = view.at("card").as_string();
  input.row = static_cast<int>(view.at("row").as_int(-kMaxCoordinate, kMaxCoordinate));
  input.col = static_cast<int>(view.at("col").as_int(-kMaxCoordinate, kMaxCoordinate));
  if (view.has("side")) input.back = view.at("side").as_enum({"front", "back"}) == "back";
  return input;
}

nlohmann::json move_json(const Catalog& catalog, const Placement& placement) {
  return {{"card", catalog.card(placement.card).id},
          {"row", placement.row},
          {"col", placement.col},
          {"side", placement.back ? "back" : "front"}};
}

nlohmann::json draw_json(const Catalog& catalog, int card) {
  return {{"draw", catalog.card(card).id}};
}

bool is_draw_move(const nlohmann::json& move) {
  return move.is_object() && move.contains("draw");
}

Setup parse_setup(const nlohmann::json& setup, const Catalog& catalog) {
  Setup out;
  if (setup.is_null()) return out;
  const JsonView view(setup, "/setup");
  view.expect_object({"hand", "runestones"});
  if (view.has("hand")) out.hand = parse_hand(view.at("hand"), catalog);
  if (view.has("runestones")) {
    for (const JsonView& entry : view.at("runestones").items()) {
      out.runestones.push_back(parse_choice(entry, catalog));
    }
  }
  return out;
}

}  // namespace trib::river_wild
