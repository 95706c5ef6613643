// The River Woods turn being entered, each step checked before it is added.

#include "ui/river-woods/turn_builder.h"

#include <algorithm>

#include "games/river-woods/turn.h"

namespace trib::ui::woods_ui {

namespace {

// A movement may pass through a cell with a piece; only where the action ends counts, so a
// turn still being entered may stop on one for now.
bool only_ends_on_piece(const Verdict& verdict, std::optional<rwd::Action> action) {
  return !verdict.legal() && verdict.reason().rule == "piece-ends-on-piece" &&
         action == rwd::Action::Movement;
}

int first_unused(const std::vector<bool>& used) {
  for (std::size_t d = 0; d < used.size(); ++d) {
    if (!used[d]) return static_cast<int>(d) + 1;
  }
  return 1;
}

}  // namespace

int step_cost(const rwd::Step& step, const rwd::Catalog& catalog, const rwd::PlayerState& player) {
  switch (step.kind) {
    case rwd::Step::Kind::Place:
      return step.on_top && !player.holds(catalog, rwd::Artist::Boar) ? 2 : 1;
    case rwd::Step::Kind::Take:
      return step.slot;
    default:
      return 1;
  }
}

void TurnBuilder::start(const rwd::State& state) {
  player_ = state.over ? 0 : state.current_player();
  disc_.reset();
  action_.reset();
  steps_.clear();
  const auto& used = state.players[player_].discs_used;
  discs_used_.assign(used.begin(), used.end());
  // The round's last turn of a player has one disc left: it is the choice already.
  if (!state.over && std::count(used.begin(), used.end(), false) == 1) {
    disc_ = static_cast<int>(std::find(used.begin(), used.end(), false) - used.begin()) + 1;
  }
}

Verdict TurnBuilder::check_with(const std::vector<rwd::Step>& steps, std::optional<int> disc,
                                std::optional<rwd::Action> action, const TurnCheck& check) const {
  rwd::Turn turn;
  turn.player = player_;
  turn.disc = disc.value_or(first_unused(discs_used_));
  turn.action = action.value_or(rwd::Action::Terrain);
  turn.steps = steps;
  Verdict verdict = check(rwd::turn_json(turn));
  if (only_ends_on_piece(verdict, action)) return legal();
  return verdict;
}

Verdict TurnBuilder::choose_disc(int disc, const TurnCheck& check) {
  Verdict verdict = check_with(steps_, disc, action_, check);
  if (verdict.legal()) disc_ = disc;
  return verdict;
}

Verdict TurnBuilder::choose_action(rwd::Action action, const TurnCheck& check) {
  if (action_ == action) return legal();
  Verdict verdict = check_with({}, disc_, action, check);
  if (verdict.legal()) {
    action_ = action;
    steps_.clear();
  }
  return verdict;
}

Verdict TurnBuilder::try_step(const rwd::Step& step, const TurnCheck& check) const {
  std::vector<rwd::Step> steps = steps_;
  steps.push_back(step);
  return check_with(steps, disc_, action_, check);
}

Verdict TurnBuilder::add(const rwd::Step& step, const TurnCheck& check) {
  Verdict verdict = try_step(step, check);
  if (verdict.legal()) steps_.push_back(step);
  return verdict;
}

void TurnBuilder::remove_last() {
  if (!steps_.empty()) steps_.pop_back();
}

int TurnBuilder::ap_spent(const rwd::Catalog& catalog, const rwd::State& state) const {
  int spent = 0;
  for (const rwd::Step& step : steps_) spent += step_cost(step, catalog, state.players[player_]);
  return spent;
}

int TurnBuilder::ap_left(const rwd::Catalog& catalog, const rwd::State& state) const {
  return disc_ ? std::max(0, *disc_ - ap_spent(catalog, state)) : 0;
}

int TurnBuilder::max_take_slot(const rwd::Catalog& catalog, const rwd::State& state) const {
  return std::min(kTakeSlots, ap_left(catalog, state));
}

rwd::Turn TurnBuilder::turn(const rwd::State& state) const {
  rwd::Turn turn;
  turn.player = player_;
  const auto& used = state.players[player_].discs_used;
  turn.disc = disc_.value_or(first_unused(std::vector<bool>(used.begin(), used.end())));
  turn.action = action_.value_or(rwd::Action::Terrain);
  turn.steps = steps_;
  return turn;
}

nlohmann::json TurnBuilder::json(const rwd::State& state) const {
  return rwd::turn_json(turn(state));
}

rwd::State TurnBuilder::preview(const rwd::State& state, const rwd::Catalog& catalog,
                                std::vector<rwd::Award>* awards) const {
  if (state.over || steps_.empty()) return state;
  rwd::State next = state;
  // Every step was checked when it was added; the house ruling only lets a movement
  // stop on a piece for now (see only_ends_on_piece).
  if (!rwd::play_turn(next, catalog, turn(state), true, awards).legal()) return state;
  return next;
}

rwd::Step move_step(const rwd::State& state, const rwd::Catalog& catalog, int player,
                    rwd::Piece piece, rwd::Cell to, bool take, std::optional<rwd::Token> drop) {
  rwd::Step step;
  step.kind = rwd::Step::Kind::Move;
  step.piece = piece;
  step.at = to;
  if (!take || !can_take_token(state, catalog, player, to)) return step;
  const rwd::PlayerState& me = state.players[player];
  if (me.tokens.size() < 3) {
    step.take_token = true;
  } else if (drop && me.token_count(*drop) > 0) {
    step.take_token = true;
    step.drop = drop;
  }
  return step;
}

bool can_take_token(const rwd::State& state, const rwd::Catalog& catalog, int player,
                    rwd::Cell cell) {
  const rwd::PlacedTile* top = state.board.top(cell);
  if (top == nullptr || !top->tile->token) return false;
  const auto& companions = state.players[player].companions;
  return std::any_of(companions.begin(), companions.end(), [&](int c) {
    return c >= 0 && catalog.companions[c].token == *top->tile->token;
  });
}

std::vector<int> unplaced_tiles(const rwd::State& state) {
  std::vector<int> out;
  for (std::size_t t = 0; t < state.terrain_used.size(); ++t) {
    if (!state.terrain_used[t]) out.push_back(static_cast<int>(t));
  }
  return out;
}

std::vector<int> free_companions(const rwd::State& state, const rwd::Catalog& catalog) {
  std::vector<int> out;
  for (int c = 0; c < static_cast<int>(catalog.companions.size()); ++c) {
    const bool held = std::any_of(state.players.begin(), state.players.end(), [&](const auto& p) {
      return std::find(p.companions.begin(), p.companions.end(), c) != p.companions.end();
    });
    if (!held) out.push_back(c);
  }
  return out;
}

}  // namespace trib::ui::woods_ui
