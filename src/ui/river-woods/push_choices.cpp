// The Stoat's push, entered cell by cell: which pieces and cells the map offers next.

#include "ui/river-woods/push_choices.h"

#include <algorithm>

namespace trib::ui::woods_ui {

namespace {

bool push_legal(const TurnBuilder& builder, PieceRef target, std::vector<rwd::Cell> path,
                const TurnCheck& check) {
  return builder.try_step(push_step(target, std::move(path)), check).legal();
}

}  // namespace

std::optional<PieceRef> piece_on(const rwd::State& state, rwd::Cell cell, int only_player) {
  for (int p = 0; p < state.player_count(); ++p) {
    if (only_player >= 0 && p != only_player) continue;
    for (int k = 0; k < rwd::kPieces; ++k) {
      if (state.players[p].pieces[k] == cell) return PieceRef{p, rwd::Piece(k)};
    }
  }
  return std::nullopt;
}

rwd::Step push_step(PieceRef target, std::vector<rwd::Cell> path) {
  rwd::Step push;
  push.kind = rwd::Step::Kind::Push;
  push.push_player = target.player;
  push.piece = target.piece;
  push.path = std::move(path);
  return push;
}

std::vector<rwd::Cell> push_next_cells(const TurnBuilder& builder, const rwd::State& state,
                                       PieceRef target, const std::vector<rwd::Cell>& path,
                                       const TurnCheck& check, bool legal_only) {
  std::vector<rwd::Cell> out;
  const auto& start = state.players[target.player].pieces[static_cast<int>(target.piece)];
  if (!start || path.size() >= 2) return out;
  const rwd::Cell from = path.empty() ? *start : path.back();
  const rwd::Topology& topology = state.board.topology();
  const auto leads_to_legal = [&](rwd::Cell to) {
    std::vector<rwd::Cell> longer = path;
    longer.push_back(to);
    if (push_legal(builder, target, longer, check)) return true;
    if (longer.size() >= 2) return false;
    for (int e = 0; e < topology.edge_count(); ++e) {  // a two-step push through `to`
      const rwd::Cell next = topology.neighbour(to, e);
      if (state.board.has_tile(next) && push_legal(builder, target, {to, next}, check)) {
        return true;
      }
    }
    return false;
  };
  for (int e = 0; e < topology.edge_count(); ++e) {
    const rwd::Cell to = topology.neighbour(from, e);
    if (state.board.has_tile(to) && (!legal_only || leads_to_legal(to))) out.push_back(to);
  }
  return out;
}

std::vector<rwd::Cell> push_target_cells(const TurnBuilder& builder, const rwd::State& state,
                                         const TurnCheck& check, bool legal_only) {
  std::vector<rwd::Cell> out;
  const auto& own = state.players[builder.player()].pieces;
  const rwd::Topology& topology = state.board.topology();
  for (int p = 0; p < state.player_count(); ++p) {
    for (int k = 0; k < rwd::kPieces; ++k) {
      const auto& at = state.players[p].pieces[k];
      if (!at || std::find(out.begin(), out.end(), *at) != out.end()) continue;
      const bool beside = std::any_of(own.begin(), own.end(), [&](const auto& mine) {
        return mine && topology.adjacent(*mine, *at);
      });
      // The map picks the first piece on a cell, so that is the one whose push must exist.
      const PieceRef first = *piece_on(state, *at);
      if (beside &&
          (!legal_only || !push_next_cells(builder, state, first, {}, check, true).empty())) {
        out.push_back(*at);
      }
    }
  }
  return out;
}

}  // namespace trib::ui::woods_ui
