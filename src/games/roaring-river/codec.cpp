// Roaring River's setup, rounds and score details in their table-file shapes.

#include "games/roaring-river/codec.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/text.h"

#include "core/json_view.h"

namespace trib::roaring_river {

namespace {

PlayerMotivation read_motivation_choice(const Catalog& catalog, const JsonView& view) {
  if (view.is_object()) view.expect_object({"card", "side"});
  const JsonView card = view.is_object() ? view.at("card") : view;
  const std::string id = card.as_string();
  const Motivation* motivation = catalog.find_motivation(id);
  if (!motivation) {
    std::string list;
    for (const auto& [known, _] : catalog.motivations) list += (list.empty() ? "" : ", ") + known;
    card.fail(fill(_("unknown motivation \"{}\" (one of: {})"), echo(id), list));
  }
  PlayerMotivation out{id, motivation->name, 0, {}};
  if (view.is_object() && view.has("side")) {
    const JsonView side = view.at("side");
    if (!motivation->double_sided) side.fail(fill(_("\"{}\" has only one side"), echo(id)));
    out.side = static_cast<int>(side.as_int(1, 2));
  } else if (motivation->double_sided) {
    out.side = 1;  // a double-sided card without a side: side 1
  }
  out.terms = motivation->sides[static_cast<std::size_t>(out.side > 0 ? out.side - 1 : 0)];
  return out;
}

Thresholds read_thresholds_setup(const JsonView& setup, const Catalog& catalog, int players) {
  Thresholds out{};
  if (setup.has("thresholds")) {
    const JsonView list = setup.at("thresholds");
    if (list.size() != kDangerLevels) list.fail(_("expected 3 thresholds (danger levels 1, 2, 3)"));
    for (int level = 0; level < kDangerLevels; ++level) {
      out[level] = static_cast<int>(list.at(level).as_int(1, 999));
    }
    return out;
  }
  const auto found = catalog.thresholds.find(players);
  if (found == catalog.thresholds.end()) {
    setup.fail(fill(_("the catalog has no danger thresholds for {} players: give \"thresholds\""),
                    players));
  }
  return found->second;
}

Recovery read_recovery(const JsonView& view, const Rules& rules) {
  Recovery out;
  const auto items = view.items();
  const bool nested = rules.two_player() && !items.empty() && items.front().is_array();
  if (!nested) {
    out.lists.emplace_back();
    for (const JsonView& item : items) {
      out.lists.back().push_back(read_paddle_card(rules.catalog.paddles, item));
    }
    return out;
  }
  if (items.size() != 2) view.fail(_("expected one list of cards per paddle set (2 lists)"));
  out.per_set = true;
  for (const JsonView& list : items) {
    out.lists.emplace_back();
    for (const JsonView& item : list.items()) {
      out.lists.back().push_back(read_paddle_card(rules.catalog.paddles, item));
    }
  }
  return out;
}

int read_player_key(const std::string& key, const JsonView& view, int players) {
  const bool digits =
      !key.empty() && key.size() <= 2 && key.find_first_not_of("0123456789") == std::string::npos;
  if (!digits || std::stoi(key) >= players) {
    view.fail(fill(_("\"{}\" is not a player index (0 to {})"), echo(key), players - 1));
  }
  return std::stoi(key);
}

nlohmann::json card_ids(const Rules& rules, const std::vector<int>& cards) {
  nlohmann::json out = nlohmann::json::array();
  for (int card : cards) out.push_back(rules.catalog.paddles.cards[card].id);
  return out;
}

nlohmann::json river_cards_json(const std::vector<RiverCard>& cards) {
  nlohmann::json out = nlohmann::json::array();
  for (RiverCard card : cards) out.push_back(river_card_text(card));
  return out;
}

// Objects are filled key by key: nlohmann's initializer lists build a temporary array per
// pair, which made the details document most of the scoring time.
nlohmann::json danger_json(const DangerRecord& record) {
  const Paddling& p = record.paddling;
  nlohmann::json out = nlohmann::json::object();
  out["round"] = record.round;
  out["left"] = p.left;
  out["right"] = p.right;
  out["straight"] = p.straights;
  out["difference"] = p.difference;
  out["direction"] = direction_name(p.direction);
  out["level"] = record.level;
  return out;
}

nlohmann::json player_details(const Rules& rules, const PlayerScore& score, int player) {
  const PlayerMotivation& motivation = rules.motivations[static_cast<std::size_t>(player)];
  nlohmann::json lines = nlohmann::json::array();
  for (const TermResult& term : score.terms) {
    nlohmann::json line = nlohmann::json::object();
    line["label"] = term.label;
    line["count"] = term.count;
    line["points"] = json_number(term.points);
    lines.push_back(std::move(line));
  }
  nlohmann::json out = nlohmann::json::object();
  out["motivation"] = motivation.id;
  out["side"] = motivation.side > 0 ? nlohmann::json(motivation.side) : nlohmann::json(nullptr);
  out["hearts_cards"] = score.heart_cards;
  out["lines"] = std::move(lines);
  return out;
}

}  // namespace

Table read_table(const TableFile& table, const Catalog& catalog) {
  const int players = static_cast<int>(table.players.size());
  Table out;
  out.rules.catalog = catalog;
  out.rules.names = table.players;
  const JsonView setup(table.setup, "/setup");
  setup.expect_object({"motivations", "thresholds", "river", "deck"});
  const JsonView motivations = setup.at("motivations");
  if (static_cast<int>(motivations.size()) != players) {
    motivations.fail(fill(_("expected one motivation per player ({})"), players));
  }
  for (const JsonView& item : motivations.items()) {
    out.rules.motivations.push_back(read_motivation_choice(out.rules.catalog, item));
  }
  out.rules.thresholds = read_thresholds_setup(setup, out.rules.catalog, players);
  const JsonView river = setup.at("river");
  if (river.size() != kRiverCards) river.fail(_("expected 5 river cards: A0 A1 B0 B1 B2"));
  out.river = make_river(read_river_cards(river));
  if (setup.has("deck")) out.deck = static_cast<int>(setup.at("deck").as_int(0, 10000));
  return out;
}

RoundMove read_round_move(const nlohmann::json& move, const Rules& rules) {
  const JsonView view(move);
  view.expect_object({"plays", "deal", "recover"});
  RoundMove out;
  for (const JsonView& player : view.at("plays").items()) {
    out.plays.emplace_back();
    for (const JsonView& card : player.items()) {
      out.plays.back().push_back(read_paddle_card(rules.catalog.paddles, card));
    }
  }
  if (view.has("deal")) out.deal = read_river_cards(view.at("deal"));
  if (view.has("recover")) {
    for (const auto& [key, value] : view.at("recover").members()) {
      out.recover[read_player_key(key, value, rules.players())] = read_recovery(value, rules);
    }
  }
  return out;
}

nlohmann::json round_move_json(const RoundMove& move, const Rules& rules) {
  nlohmann::json plays = nlohmann::json::array();
  for (const auto& cards : move.plays) plays.push_back(card_ids(rules, cards));
  nlohmann::json out = {{"plays", plays}, {"deal", river_cards_json(move.deal)}};
  if (move.recover.empty()) return out;
  nlohmann::json recover = nlohmann::json::object();
  for (const auto& [player, entry] : move.recover) {
    nlohmann::json lists = nlohmann::json::array();
    for (const auto& list : entry.lists) lists.push_back(card_ids(rules, list));
    recover[std::to_string(player)] = entry.per_set ? lists : lists.front();
  }
  out["recover"] = recover;
  return out;
}

nlohmann::json river_json(const River& river) {
  nlohmann::json out = nlohmann::json::object();
  out["A"] = river_cards_json(river.a);
  out["B"] = river_cards_json(river.b);
  return out;
}

nlohmann::json details_json(const Rules& rules, const State& state,
                            const std::vector<PlayerScore>& scores) {
  nlohmann::json danger = nlohmann::json::array();
  for (const DangerRecord& record : state.danger) danger.push_back(danger_json(record));
  nlohmann::json players = nlohmann::json::array();
  for (int p = 0; p < rules.players(); ++p) {
    players.push_back(player_details(rules, scores[static_cast<std::size_t>(p)], p));
  }
  nlohmann::json out = nlohmann::json::object();
  out["trip"] = river_cards_json(state.trip);
  out["danger"] = std::move(danger);
  out["flipped"] = state.end == End::Flip;
  out["end"] = state.end == End::River  ? nlohmann::json("river")
               : state.end == End::Flip ? nlohmann::json("flip")
                                        : nlohmann::json(nullptr);
  out["deck"] = state.deck;
  out["discard"] = state.discard;
  out["river"] = river_json(state.river);
  out["players"] = std::move(players);
  return out;
}

}  // namespace trib::roaring_river
