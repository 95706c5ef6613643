// Writes River Woods' entry-benchmark game (tests/data/river-woods/bench/): a 3-player game
// played for points with the offer recorded, and the keys a fluent player types for it in
// the board view. Run once by hand when the game or the view's keys change:
//   river_woods_bench_game SEED OUT_DIR   (writes start.json, table.json, entry.keys)
// Each turn is the best of many proposals a player at the table might make: tiles from the
// three face up placed next to the map (mostly near the player's pieces), companions from
// the three on offer, steps of one piece; the best earns the most stars, then grows the
// regions under the player's pieces and the tokens held. The keys follow the view: a disc
// (the last of a round is chosen), the action unless it is the one preselected, the offer's
// slot 1-3 unless it is the first face-up tile (held ready), arrows (key_nav.h) from the cell the
// view starts on, R for a turn of the tile, Enter per step, Ctrl+Enter on the last, then the refill
// typed in short ids and Enter.

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <random>
#include <set>

#include "core/replay.h"
#include "games/river-woods/match.h"
#include "games/river-woods/river_woods.h"
#include "games/river-woods/turn.h"
#include "ui/river-woods/key_nav.h"
#include "ui/river-woods/offer.h"
#include "ui/river-woods/turn_builder.h"

namespace {

using nlohmann::json;
using namespace trib::river_woods;
namespace wui = trib::ui::woods_ui;

bool bench_reads_before(Cell a, Cell b) {
  return a.r != b.r ? a.r < b.r : a.q < b.q;
}

int bench_hex_distance(Cell a, Cell b) {
  const int dq = a.q - b.q, dr = a.r - b.r;
  return (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2;
}

// The fewest arrow keys from `from` to `to` among `spots`, as the view moves its cell;
// none when the arrows never get there (the player would click).
std::optional<std::vector<std::string>> arrow_keys(const std::vector<Cell>& spots, Cell from,
                                                   Cell to) {
  static const std::pair<wui::Arrow, const char*> kArrows[] = {{wui::Arrow::right, "Right"},
                                                               {wui::Arrow::left, "Left"},
                                                               {wui::Arrow::down, "Down"},
                                                               {wui::Arrow::up, "Up"}};
  std::vector<std::pair<Cell, std::vector<std::string>>> frontier = {{from, {}}};
  std::vector<Cell> seen = {from};
  for (std::size_t i = 0; i < frontier.size(); ++i) {
    if (frontier[i].first == to) return frontier[i].second;
    for (const auto& [arrow, name] : kArrows) {
      const Cell next = wui::spot_towards(spots, frontier[i].first, arrow);
      if (std::find(seen.begin(), seen.end(), next) != seen.end()) continue;
      seen.push_back(next);
      std::vector<std::string> keys = frontier[i].second;
      keys.push_back(name);
      frontier.push_back({next, keys});
    }
  }
  return std::nullopt;
}

std::vector<Cell> frontier_cells(const State& s) {
  std::vector<Cell> out;
  const Topology& topology = s.board.topology();
  for (Cell cell : s.board.cells()) {
    for (int e = 0; e < topology.edge_count(); ++e) {
      const Cell next = topology.neighbour(cell, e);
      if (!s.board.has_tile(next) && std::find(out.begin(), out.end(), next) == out.end()) {
        out.push_back(next);
      }
    }
  }
  return out;
}

// The view's own rule, repeated: the action preselected when the disc is chosen.
Action preselected_action(const State& s, int player) {
  return s.players[player].terrain_this_round ? Action::Movement : Action::Terrain;
}

struct Proposal {
  json turn;
  std::vector<std::string> keys;
  wui::Offer offer;  // after the turn, before the refill
  double value = -1e9;
};

class Bench {
 public:
  Bench(unsigned seed, RiverWoodsMatch& match) : rng_(seed), match_(match) {
    const Catalog& c = match.catalog();
    for (const Tile& t : c.terrains) tiles_.push_back(t.id);
    for (const Companion& k : c.companions) companions_.push_back(k.id);
    std::shuffle(tiles_.begin(), tiles_.end(), rng_);
    std::shuffle(companions_.begin(), companions_.end(), rng_);
  }

  // Draws into the empty slots; returns the words typed for them.
  std::string refill(wui::Offer& offer, const State& after) {
    wui::Offer wanted = offer;
    for (std::string& slot : wanted.tiles) {
      if (slot.empty() && !tiles_.empty()) slot = take_front(tiles_);
    }
    for (std::string& slot : wanted.companions) {
      if (!slot.empty()) continue;
      const std::vector<int> free = wui::free_companions(after, match_.catalog());
      for (std::size_t i = 0; i < companions_.size(); ++i) {
        const int index = match_.catalog().find_companion(companions_[i]);
        const bool on_offer = std::find(wanted.companions.begin(), wanted.companions.end(),
                                        companions_[i]) != wanted.companions.end();
        if (std::find(free.begin(), free.end(), index) != free.end() && !on_offer) {
          slot = companions_[i];
          companions_.erase(companions_.begin() + static_cast<std::ptrdiff_t>(i));
          break;
        }
      }
    }
    std::string line;
    for (int k = 0; k < wui::kOfferSlots; ++k) {
      if (offer.tiles[k].empty() && !wanted.tiles[k].empty()) {
        add_word(line, shortest_word(offer, wanted.tiles[k], after));
      }
    }
    for (int k = 0; k < wui::kOfferSlots; ++k) {
      if (offer.companions[k].empty() && !wanted.companions[k].empty()) {
        add_word(line, shortest_word(offer, wanted.companions[k], after));
      }
    }
    wui::Offer check = offer;
    if (!wui::fill_offer(check, line, match_.catalog(), after).legal() || !(check == wanted)) {
      std::cerr << "the refill '" << line << "' does not read back\n";
      std::exit(1);
    }
    offer = wanted;
    return line;
  }

  Proposal best_turn(const wui::Offer& offer) {
    Proposal best;
    for (int attempt = 0; attempt < 400; ++attempt) {
      Proposal p = propose(offer);
      if (p.turn.is_null()) continue;
      if (p.value > best.value) best = p;
    }
    return best;
  }

 private:
  static std::string take_front(std::vector<std::string>& deck) {
    std::string id = deck.front();
    deck.erase(deck.begin());
    return id;
  }
  static void add_word(std::string& line, const std::string& word) {
    line += (line.empty() ? "" : " ") + word;
  }

  // The fewest characters fill_offer reads as `id` alone.
  std::string shortest_word(const wui::Offer& offer, const std::string& id, const State& after) {
    std::vector<std::string> words;
    if (id.size() == 3 && id[0] == 't') {
      words.push_back(id[1] == '0' ? id.substr(2) : id.substr(1));
    }
    for (std::size_t n = 1; n <= id.size(); ++n) words.push_back(id.substr(0, n));
    for (const std::string& word : words) {
      wui::Offer trial = offer;
      if (!wui::fill_offer(trial, word, match_.catalog(), after).legal()) continue;
      const bool tile = std::find(trial.tiles.begin(), trial.tiles.end(), id) != trial.tiles.end();
      const bool companion =
          std::find(trial.companions.begin(), trial.companions.end(), id) != trial.companions.end();
      if (tile || companion) return word;
    }
    return id;
  }

  double potential(const State& s, int player) const {
    const PlayerState& me = s.players[player];
    const Regions regions = find_regions(s.board);
    double value = 0;
    for (const auto& at : me.pieces) {
      if (!at) continue;
      int biggest = 0;
      for (int region : regions.under(*at)) {
        if (regions.regions[region].terrain != Terrain::River) {
          biggest = std::max(biggest, regions.regions[region].size);
        }
      }
      value += biggest * 3.0;
    }
    value += static_cast<double>(me.tokens.size()) * 4.0;
    for (int side : me.companions) value += side >= 0 ? 6.0 : 0.0;
    return value;
  }

  Proposal propose(const wui::Offer& offer) {
    const State& s = match_.state();
    const Catalog& c = match_.catalog();
    const int me = s.current_player();
    const wui::TurnCheck check = [this](const json& move) { return match_.check(move); };
    Proposal p;
    wui::TurnBuilder b;
    b.start(s);
    if (!b.disc()) {
      std::vector<int> discs;
      for (int d = 1; d <= 3; ++d) {
        if (!s.players[me].discs_used[d - 1]) discs.push_back(d);
      }
      const int disc = discs[rng_() % discs.size()];
      p.keys.push_back(std::to_string(disc));
      b.choose_disc(disc, check);
    }
    const int disc = *b.disc();
    const Action action = static_cast<Action>(rng_() % 3);
    if (action != preselected_action(s, me)) {
      p.keys.push_back(action == Action::Terrain ? "t" : action == Action::Companion ? "c" : "m");
    }
    if (!b.choose_action(action, check).legal()) return {};
    wui::Offer now = offer;
    const auto add = [&](const Step& step) {
      if (!b.add(step, check).legal()) return false;
      now = wui::offer_after(now, step);
      return true;
    };
    if (action == Action::Terrain) {
      const int places = 1 + static_cast<int>(rng_() % disc);
      for (int i = 0; i < places; ++i) {
        const State preview = b.preview(s, c);
        std::vector<int> slots;
        for (int k = 0; k < wui::kOfferSlots; ++k) {
          if (!now.tiles[k].empty()) slots.push_back(k);
        }
        if (slots.empty()) break;
        const int slot = slots[rng_() % slots.size()];
        const std::string tile = now.tiles[slot];
        std::vector<Cell> cells = frontier_cells(preview);
        for (Cell cell : preview.board.cells()) cells.push_back(cell);
        std::vector<Cell> spots;
        for (Cell cell : cells) {
          Step step;
          step.tile = tile;
          step.at = cell;
          step.on_top = preview.board.has_tile(cell);
          if (b.try_step(step, check).legal()) spots.push_back(cell);
        }
        if (spots.empty()) break;
        std::sort(spots.begin(), spots.end(), bench_reads_before);
        // Mostly near one of the player's pieces: where a table grows its regions.
        std::vector<std::size_t> near;
        for (std::size_t k = 0; k < spots.size(); ++k) {
          for (const auto& piece : preview.players[me].pieces) {
            if (piece && bench_hex_distance(*piece, spots[k]) <= 2) {
              near.push_back(k);
              break;
            }
          }
        }
        const std::size_t target =
            !near.empty() && rng_() % 5 != 0 ? near[rng_() % near.size()] : rng_() % spots.size();
        Step step;
        step.tile = tile;
        step.at = spots[target];
        step.on_top = preview.board.has_tile(step.at);
        const bool shared = c.terrains[c.find_terrain(tile)].halves.size() > 1;
        step.rot = shared ? static_cast<int>(rng_() % 6) : 0;
        const auto moves = arrow_keys(
            spots,
            *wui::first_spot(spots, preview.players[me].pieces[static_cast<int>(Piece::Main)]),
            step.at);
        // The view holds the first face-up tile ready.
        const int ready = slots.front();
        if (!moves || !add(step)) break;
        if (slot != ready) p.keys.push_back(std::to_string(slot + 1));
        p.keys.insert(p.keys.end(), moves->begin(), moves->end());
        const int turns = step.rot <= 3 ? step.rot : 6 - step.rot;
        for (int k = 0; k < turns; ++k) p.keys.push_back(step.rot <= 3 ? "r" : "shift+r");
        p.keys.push_back("Return");
      }
    } else if (action == Action::Companion) {
      const PlayerState& mine = s.players[me];
      const int side = mine.companions[0] < 0 ? 0 : mine.companions[1] < 0 ? 1 : -1;
      if (side < 0) return {};
      const int slot = 1 + static_cast<int>(rng_() % disc);
      const std::string& id = now.companions[slot - 1];
      if (id.empty()) return {};
      std::vector<Cell> cells = summon_cells(s, me);
      if (cells.empty()) return {};
      std::sort(cells.begin(), cells.end(), bench_reads_before);
      const std::size_t target = rng_() % cells.size();
      Step step;
      step.kind = Step::Kind::Take;
      step.companion = id;
      step.slot = slot;
      step.side = static_cast<Side>(side);
      step.summon = cells[target];
      const auto moves = arrow_keys(cells, cells.front(), cells[target]);
      if (!moves || !add(step)) return {};
      p.keys.push_back(std::to_string(slot));
      p.keys.insert(p.keys.end(), moves->begin(), moves->end());
      p.keys.push_back("Return");
    } else {
      const PlayerState& mine = s.players[me];
      std::vector<int> on_map;
      for (int k = 0; k < kPieces; ++k) {
        if (mine.pieces[k]) on_map.push_back(k);
      }
      const std::size_t which = rng_() % 3 == 0 ? rng_() % on_map.size() : 0;
      const Piece piece = static_cast<Piece>(on_map[which]);
      // Tab from the main piece preselected starts at the first piece again.
      if (which > 0) {
        const std::size_t forward = which + 1, back = on_map.size() - which;
        for (std::size_t k = 0; k < std::min(forward, back); ++k) {
          p.keys.push_back(forward <= back ? "Tab" : "shift+Tab");
        }
      }
      const int steps = 1 + static_cast<int>(rng_() % disc);
      for (int i = 0; i < steps; ++i) {
        const State preview = b.preview(s, c);
        const Cell from = *preview.players[me].pieces[static_cast<int>(piece)];
        std::vector<Cell> targets;
        const Topology& topology = preview.board.topology();
        for (int e = 0; e < topology.edge_count(); ++e) {
          const Cell to = topology.neighbour(from, e);
          if (!preview.board.has_tile(to)) continue;
          if (b.try_step(wui::move_step(preview, c, me, piece, to, true, std::nullopt), check)
                  .legal()) {
            targets.push_back(to);
          }
        }
        if (targets.empty()) break;
        std::sort(targets.begin(), targets.end(), bench_reads_before);
        const std::size_t target = rng_() % targets.size();
        const auto moves = arrow_keys(targets, targets.front(), targets[target]);
        if (!moves ||
            !add(wui::move_step(preview, c, me, piece, targets[target], true, std::nullopt))) {
          break;
        }
        p.keys.insert(p.keys.end(), moves->begin(), moves->end());
        p.keys.push_back("Return");
      }
    }
    if (b.steps().empty()) return {};
    p.keys.back() = "ctrl+Return";
    p.turn = b.json(s);
    if (!match_.check(p.turn).legal()) return {};
    State after = s;
    std::vector<Award> awards;
    play_turn(after, c, parse_turn(p.turn, s.player_count()), false, &awards);
    // Between turns of the same worth (another path to the same cell, a spot as good), the
    // one with fewer keys: the board view's first choice.
    p.value = potential(after, me) - 0.01 * static_cast<double>(p.keys.size()) +
              static_cast<double>(rng_() % 100) / 100000.0;
    // Where the points do not tell, a player builds next to their own pieces.
    for (const Step& step : b.steps()) {
      if (step.kind != Step::Kind::Place) continue;
      int nearest = 99;
      for (const auto& piece : s.players[me].pieces) {
        if (piece) nearest = std::min(nearest, bench_hex_distance(*piece, step.at));
      }
      p.value -= 0.2 * nearest;
    }
    for (const Award& award : awards) p.value += 1000.0 * award.cube.stars;
    p.offer = now;
    return p;
  }

  std::mt19937 rng_;
  RiverWoodsMatch& match_;
  std::vector<std::string> tiles_;
  std::vector<std::string> companions_;
};

void write_json(const std::string& path, const json& doc) {
  std::ofstream(path) << doc.dump(1) << "\n";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: river_woods_bench_game SEED OUT_DIR\n";
    return 2;
  }
  const unsigned seed = static_cast<unsigned>(std::stoul(argv[1]));
  const std::string out = argv[2];
  trib::TableFile table;
  table.game = "river-woods";
  table.players = {"Ada", "Bo", "Cy"};
  table.setup = {
      {"map", "flower"},
      {"mains", json::array({json::array({1, 0}), json::array({-1, 1}), json::array({0, -1})})},
      {"first", 0},
      {"public", {"start", "t04"}},
      {"hands", json::array({json::array({"t01", "t07"}), json::array({"t02", "t09"}),
                             json::array({"t03", "t05"})})},
      {"rounds", {"r2", "r5", "r1", "r3", "r4"}},
      {wui::kRecordOfferKey, true}};
  trib::Replay replay = trib::replay(trib::river_woods_game(), table);
  auto& match = dynamic_cast<RiverWoodsMatch&>(*replay.match);
  Bench bench(seed, match);
  wui::Offer offer;
  std::vector<std::string> keys = {
      "# The River Woods reference game as typed, offer recorded: the "
      "offer face up at the start,",
      "# then one turn a block, its refill typed at its end "
      "(written by tests/river-woods/bench_game.cpp).",
      "title river-woods, 3 players, offer recorded", "per turn 45"};
  keys.push_back("type " + bench.refill(offer, match.state()));
  keys.push_back("key Return");
  // The session starts without the offer: it is typed first, and stored in the setup.
  json start = {{"format", 1},
                {"game", "river-woods"},
                {"players", table.players},
                {"setup", table.setup},
                {"moves", json::array()}};
  write_json(out + "/start.json", start);
  start["setup"][wui::kOfferKey] = wui::offer_json(offer);
  json moves = json::array();
  int actions = 0;
  while (!match.finished()) {
    Proposal p = bench.best_turn(offer);
    if (p.turn.is_null()) {
      std::cerr << "no turn found after " << moves.size() << " turns\n";
      return 1;
    }
    if (!match.apply(p.turn).legal()) return 1;
    offer = p.offer;
    const std::string line = bench.refill(offer, match.state());
    p.turn[wui::kOfferKey] = wui::offer_json(offer);
    moves.push_back(p.turn);
    std::string chord_line = "key";
    for (const std::string& key : p.keys) chord_line += " " + key;
    keys.push_back(chord_line);
    actions += static_cast<int>(p.keys.size());
    if (!line.empty()) {
      keys.push_back("type " + line);
      keys.push_back("key Return");
      actions += static_cast<int>(line.size()) + 1;
    }
    keys.push_back("stored " + std::to_string(moves.size()));
  }
  keys.push_back("notes " + std::string(wui::kOfferKey) + " " + std::to_string(moves.size() + 1));
  json whole = start;
  whole["moves"] = moves;
  write_json(out + "/table.json", whole);
  std::ofstream key_file(out + "/entry.keys");
  for (const std::string& line : keys) key_file << line << "\n";
  std::cerr << moves.size() << " turns, " << actions << " actions in turns\n";
  return 0;
}
