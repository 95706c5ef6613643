// Playing a River Woods turn: every step checked in order, each refusal with its rule id.

#include "games/river-woods/turn.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/text.h"
#include "games/river-woods/words.h"

#include <algorithm>

namespace trib::river_woods {

namespace {

bool step_belongs(Action action, Step::Kind kind) {
  switch (action) {
    case Action::Terrain:
      return kind == Step::Kind::Place || kind == Step::Kind::Redraw;
    case Action::Companion:
      return kind == Step::Kind::Take || kind == Step::Kind::Refresh;
    case Action::Movement:
      return kind == Step::Kind::Move || kind == Step::Kind::Exchange || kind == Step::Kind::Push;
  }
  return false;
}

// Checks and applies one turn's steps on a working copy of the state.
class Referee {
 public:
  Referee(State& state, const Catalog& catalog, const Turn& turn, bool house_ruling)
      : s_(state),
        catalog_(catalog),
        turn_(turn),
        house_(house_ruling),
        me_(state.players[turn.player]) {
    face_up_ = std::max(0, std::min(3, catalog.terrain_deck_size - state.terrain_placed));
  }

  Verdict run() {
    if (s_.over && refused("game-over", _("the game is over; no more turns can be entered"))) {
      return verdict();
    }
    const int current = s_.current_player();
    if (turn_.player != current && refused("wrong-player", fill(_("it is {}'s turn, not {}'s"),
                                                                who(current), who(turn_.player)))) {
      return verdict();
    }
    if (me_.discs_used[turn_.disc - 1] &&
        refused("disc-used", fill(_("action disc {} was already used this round"), turn_.disc))) {
      return verdict();
    }
    if (me_.turns_this_round == 2 && !me_.terrain_this_round && turn_.action != Action::Terrain &&
        refused("terrain-once-per-round",
                _("the terrain action must be taken once per round: this is the last chance"))) {
      return verdict();
    }
    for (std::size_t i = 0; i < turn_.steps.size(); ++i) {
      step_ = i;
      if (!play(turn_.steps[i])) return verdict();
    }
    if (turn_.action == Action::Movement && !check_end_of_movement()) return verdict();
    return broken_ && !house_ ? verdict() : legal();
  }

 private:
  Verdict verdict() const { return broken_ ? Verdict(*broken_) : legal(); }

  std::string who(int player) const {
    const std::string& name = s_.players[player].name;
    return name.empty() ? fill(_("player {}"), player + 1) : name;
  }

  // Records a broken rule. True when the turn must stop: always, unless a house ruling
  // overrides this rule.
  bool refused(std::string rule, std::string message) {
    const bool stop = !(house_ && overridable(rule));
    if (!broken_ || stop) {
      const bool in_step = !turn_.steps.empty() && step_ < turn_.steps.size();
      broken_ =
          Illegal{std::move(rule), in_step ? fill(_("step {}: {}"), step_ + 1, message) : message};
    }
    return stop;
  }

  bool spend(int points) {
    spent_ += points;
    if (spent_ > turn_.disc) {
      return !refused("over-ap", fill(P_("this needs {} action point; disc {} gives {}",
                                         "this needs {} action points; disc {} gives {}", spent_),
                                      spent_, turn_.disc, turn_.disc));
    }
    return true;
  }

  bool play(const Step& step) {
    if (!step_belongs(turn_.action, step.kind)) {
      refused("step-not-in-action",
              fill(_("this step does not belong to the {} action"), action_word(turn_.action)));
      return false;
    }
    switch (step.kind) {
      case Step::Kind::Place:
        return place(step);
      case Step::Kind::Redraw:
        return redraw(step);
      case Step::Kind::Take:
        return take(step);
      case Step::Kind::Refresh:
        return spend(1);
      case Step::Kind::Move:
        return move(step);
      case Step::Kind::Exchange:
        return exchange(step);
      case Step::Kind::Push:
        return push(step);
    }
    return false;
  }

  bool place(const Step& step) {
    const int tile = catalog_.find_terrain(step.tile);
    if (tile < 0) {
      refused("unknown-tile",
              fill(_("there is no terrain tile \"{}\" in the catalog"), echo(step.tile)));
      return false;
    }
    if (s_.terrain_used[tile]) {
      refused("tile-placed", fill(_("terrain tile \"{}\" is already on the map"), echo(step.tile)));
      return false;
    }
    if (face_up_ == 0 && refused("no-terrain-choice", _("no terrain choice is left this turn"))) {
      return false;
    }
    const PlacedTile* below = s_.board.top(step.at);
    int cost = 1;
    if (!step.on_top) {
      if (below != nullptr) {
        refused("cell-taken", fill(_("{} already holds a tile; placing on top must say \"on_top\""),
                                   cell_words(step.at)));
        return false;
      }
      if (!s_.board.touches_map(step.at) &&
          refused("not-adjacent", fill(_("{} is not next to the map"), cell_words(step.at)))) {
        return false;
      }
    } else {
      if (below == nullptr) {
        refused("no-tile-below",
                fill(_("there is no tile on {} to place on top of"), cell_words(step.at)));
        return false;
      }
      if (s_.piece_at(step.at) &&
          refused("cell-has-piece", fill(_("a piece stands on {}"), cell_words(step.at)))) {
        return false;
      }
      if (below->tile->has_river() &&
          refused("on-river",
                  fill(_("a tile cannot go on top of river terrain at {}"), cell_words(step.at)))) {
        return false;
      }
      cost = me_.holds(catalog_, Artist::Boar) ? 1 : 2;
    }
    if (!spend(cost)) return false;
    s_.board.place(step.at, {&catalog_.terrains[tile], step.rot});
    s_.terrain_used[tile] = true;
    s_.terrain_placed += 1;
    face_up_ = std::max(0, face_up_ - 1);
    if (s_.terrain_placed >= catalog_.terrain_deck_size) s_.last_round = true;
    return true;
  }

  bool redraw(const Step& step) {
    if (step.count > face_up_ &&
        refused("redraw-too-many",
                fill(P_("only {} terrain choice is face up to redraw",
                        "only {} terrain choices are face up to redraw", face_up_),
                     face_up_))) {
      return false;
    }
    return spend(1);
  }

  bool take(const Step& step) {
    if (took_companion_ &&
        refused("one-companion-per-action", _("a companion action takes one companion"))) {
      return false;
    }
    took_companion_ = true;
    const int companion = catalog_.find_companion(step.companion);
    if (companion < 0) {
      refused("unknown-companion",
              fill(_("there is no companion \"{}\" in the catalog"), echo(step.companion)));
      return false;
    }
    for (const PlayerState& player : s_.players) {
      if (std::find(player.companions.begin(), player.companions.end(), companion) !=
          player.companions.end()) {
        refused("companion-held",
                fill(_("{} is already held"), _(catalog_.companions[companion].name.c_str())));
        return false;
      }
    }
    if (!spend(step.slot)) return false;
    const int side = static_cast<int>(step.side);
    const bool summons = me_.companions[side] < 0;
    if (summons) {
      const std::vector<Cell> cells = summon_cells(s_, turn_.player);
      if (cells.empty()) {
        refused("no-summon-cell", _("no free land cell next to the main piece to summon onto"));
        return false;
      }
      if (!step.summon) {
        refused("summon-needed", fill(_("the {} side is empty: say where the piece is summoned"),
                                      side_word(step.side)));
        return false;
      }
      if (!s_.board.has_tile(*step.summon) || s_.piece_at(*step.summon)) {
        refused("summon-not-free", fill(_("{} is not a free cell"), cell_words(*step.summon)));
        return false;
      }
      if (std::find(cells.begin(), cells.end(), *step.summon) == cells.end() &&
          refused("summon-cell", _("a piece is summoned onto a free cell next to the main piece, "
                                   "not onto river terrain"))) {
        return false;
      }
      me_.pieces[static_cast<int>(summoned_piece(step.side))] = *step.summon;
    } else if (step.summon) {
      refused("summon-not-allowed",
              fill(_("the {} side already has a piece on the map; it takes the new "
                     "companion's identity"),
                   side_word(step.side)));
      return false;
    }
    me_.companions[side] = companion;
    return true;
  }

  // Whether `piece` may step from `from` onto `to`; false when the turn stops.
  bool check_entry(Cell from, Cell to) {
    const Topology& topology = s_.board.topology();
    const auto edge = topology.edge_towards(to, from);
    if (!edge && refused("step-not-adjacent",
                         fill(_("{} is not next to {}"), cell_words(to), cell_words(from)))) {
      return false;
    }
    const PlacedTile* top = s_.board.top(to);
    if (top == nullptr) {
      refused("no-tile", fill(_("there is no tile on {}"), cell_words(to)));
      return false;
    }
    if (me_.holds(catalog_, Artist::Otter) || !top->tile->has_river()) return true;
    if (!top->tile->shared()) {
      return !refused("river", fill(_("pieces cannot enter the river at {} (the Otter allows it)"),
                                    cell_words(to)));
    }
    if (edge && top->terrain_at(*edge) == Terrain::River) {
      return !refused("river-edge",
                      fill(_("pieces enter {} only across its land half (the Otter allows it)"),
                           cell_words(to)));
    }
    return true;
  }

  void note_moved(int player, Piece piece) {
    const auto key = std::make_pair(player, piece);
    if (std::find(moved_.begin(), moved_.end(), key) == moved_.end()) moved_.push_back(key);
  }

  bool move(const Step& step) {
    auto& position = me_.pieces[static_cast<int>(step.piece)];
    if (!position) {
      refused("piece-not-on-map", fill(_("your {} is not on the map yet"), piece_word(step.piece)));
      return false;
    }
    if (!spend(1) || !check_entry(*position, step.at)) return false;
    position = step.at;
    note_moved(turn_.player, step.piece);
    if (step.take_token) return take_token(step);
    if (step.drop &&
        refused("drop-not-needed", _("a token is dropped only to take one while holding three"))) {
      return false;
    }
    return true;
  }

  bool take_token(const Step& step) {
    const PlacedTile* top = s_.board.top(step.at);
    if (!top->tile->token) {
      refused("no-token-here", fill(_("{} shows no token icon"), cell_words(step.at)));
      return false;
    }
    const Token token = *top->tile->token;
    const bool allowed = std::any_of(me_.companions.begin(), me_.companions.end(), [&](int c) {
      return c >= 0 && catalog_.companions[c].token == token;
    });
    if (!allowed &&
        refused("token-not-allowed",
                fill(_("none of your companions collects {} tokens"), token_word(token)))) {
      return false;
    }
    if (me_.tokens.size() >= 3) {
      if (!step.drop) {
        refused("token-limit", _("you hold three tokens: say which one to drop"));
        return false;
      }
      const auto held = std::find(me_.tokens.begin(), me_.tokens.end(), *step.drop);
      if (held == me_.tokens.end()) {
        refused("drop-not-held", fill(_("you hold no {} token"), token_word(*step.drop)));
        return false;
      }
      me_.tokens.erase(held);
    } else if (step.drop &&
               refused("drop-not-needed", _("a token is dropped only when you hold three"))) {
      return false;
    }
    me_.tokens.push_back(token);
    return true;
  }

  bool exchange(const Step& step) {
    const bool forager = std::any_of(me_.companions.begin(), me_.companions.end(), [&](int c) {
      return c >= 0 && catalog_.companions[c].kind == AbilityKind::Forager &&
             catalog_.companions[c].forager == step.give;
    });
    const std::string give = token_word(step.give);
    if (!forager &&
        refused("needs-forager",
                fill(_("exchanging {0} tokens needs the forager companion for {0}"), give))) {
      return false;
    }
    if (step.get == step.give &&
        refused("exchange-same", _("an exchange gives a token of another type"))) {
      return false;
    }
    if (me_.token_count(step.give) < 2) {
      refused("exchange-short", fill(_("an exchange gives two {} tokens; you hold {}"), give,
                                     me_.token_count(step.give)));
      return false;
    }
    if (!spend(1)) return false;
    for (int i = 0; i < 2; ++i)
      me_.tokens.erase(std::find(me_.tokens.begin(), me_.tokens.end(), step.give));
    me_.tokens.push_back(step.get);
    return true;
  }

  bool push(const Step& step) {
    if (!me_.holds(catalog_, Artist::Stoat) &&
        refused("needs-stoat", _("pushing another piece needs the Stoat"))) {
      return false;
    }
    auto& position = s_.players[step.push_player].pieces[static_cast<int>(step.piece)];
    if (!position) {
      refused("piece-not-on-map", fill(_("that {} is not on the map"), piece_word(step.piece)));
      return false;
    }
    const Topology& topology = s_.board.topology();
    const bool beside = std::any_of(me_.pieces.begin(), me_.pieces.end(), [&](const auto& own) {
      return own && topology.adjacent(*own, *position);
    });
    if (!beside &&
        refused("push-not-adjacent", _("the Stoat pushes a piece next to one of yours"))) {
      return false;
    }
    if (!spend(1)) return false;
    for (Cell next : step.path) {
      if (!check_entry(*position, next)) return false;
      position = next;
    }
    note_moved(step.push_player, step.piece);
    return true;
  }

  bool check_end_of_movement() {
    for (const auto& [player, piece] : moved_) {
      const Cell at = *s_.players[player].pieces[static_cast<int>(piece)];
      for (int p = 0; p < s_.player_count(); ++p) {
        for (int k = 0; k < kPieces; ++k) {
          if ((p == player && k == static_cast<int>(piece)) || s_.players[p].pieces[k] != at)
            continue;
          if (refused("piece-ends-on-piece",
                      fill(_("a piece may pass other pieces but not end on one ({})"),
                           cell_words(at)))) {
            return false;
          }
        }
      }
    }
    return true;
  }

  State& s_;
  const Catalog& catalog_;
  const Turn& turn_;
  bool house_;
  PlayerState& me_;
  std::optional<Illegal> broken_;  // the first rule broken, or the one that stopped the turn
  std::size_t step_ = static_cast<std::size_t>(-1);
  int spent_ = 0;
  int face_up_ = 0;
  bool took_companion_ = false;
  std::vector<std::pair<int, Piece>> moved_;
};

void end_turn(State& state, const Catalog& catalog, const Turn& turn, std::vector<Award>* awards) {
  PlayerState& me = state.players[turn.player];
  me.discs_used[turn.disc - 1] = true;
  me.turns_this_round += 1;
  if (turn.action == Action::Terrain) me.terrain_this_round = true;
  std::vector<Award> won = award_objectives(state, catalog, turn.player);
  if (me.cubes.size() >= 10) state.last_round = true;
  if (awards != nullptr) awards->insert(awards->end(), won.begin(), won.end());

  state.turn_in_round += 1;
  if (state.turn_in_round < 3 * state.player_count()) return;
  if (state.last_round || state.round >= 5) {
    state.over = true;
    return;
  }
  state.round += 1;
  state.turn_in_round = 0;
  for (PlayerState& player : state.players) {
    player.discs_used = {false, false, false};
    player.turns_this_round = 0;
    player.terrain_this_round = false;
  }
}

}  // namespace

std::vector<Cell> summon_cells(const State& state, int player) {
  std::vector<Cell> out;
  const auto& main = state.players[player].pieces[static_cast<int>(Piece::Main)];
  if (!main) return out;
  const Topology& topology = state.board.topology();
  for (int e = 0; e < topology.edge_count(); ++e) {
    const Cell cell = topology.neighbour(*main, e);
    const PlacedTile* top = state.board.top(cell);
    if (top != nullptr && !top->tile->has_river() && !state.piece_at(cell)) out.push_back(cell);
  }
  return out;
}

Verdict play_turn(State& state, const Catalog& catalog, const Turn& turn, bool house_ruling,
                  std::vector<Award>* awards) {
  State next = state;
  Verdict verdict = Referee(next, catalog, turn, house_ruling).run();
  if (!verdict.legal()) return verdict;
  end_turn(next, catalog, turn, awards);
  state = std::move(next);
  return verdict;
}

}  // namespace trib::river_woods
