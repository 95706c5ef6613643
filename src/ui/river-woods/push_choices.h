#pragma once
// What the Stoat's push may pick next while it is entered on the map: the piece to push,
// then its path cell by cell. No ImGui here, so tests/river-woods/ui_model_test.cpp checks
// that the arrow keys only ever offer cells that lead to a legal push.

#include <optional>
#include <vector>

#include "games/river-woods/river_woods.h"
#include "ui/river-woods/turn_builder.h"

namespace trib::ui::woods_ui {

struct PieceRef {
  int player = 0;
  rwd::Piece piece = rwd::Piece::Main;
  friend bool operator==(const PieceRef&, const PieceRef&) = default;
};

// The first piece on `cell` (of `only_player`, when not -1).
std::optional<PieceRef> piece_on(const rwd::State& state, rwd::Cell cell, int only_player = -1);

// The push of `target` along `path` as a turn step.
rwd::Step push_step(PieceRef target, std::vector<rwd::Cell> path);

// The cells a push of `target` that has come along `path` (empty: not yet moved) may enter
// next, in `state` (the turn so far): every neighbouring tile, or with `legal_only` only
// those where the push ends legally or leads on to a legal two-step push.
std::vector<rwd::Cell> push_next_cells(const TurnBuilder& builder, const rwd::State& state,
                                       PieceRef target, const std::vector<rwd::Cell>& path,
                                       const TurnCheck& check, bool legal_only);

// The cells of the pieces the Stoat could pick to push: every piece next to one of the
// pusher's pieces, or with `legal_only` only those with a legal push.
std::vector<rwd::Cell> push_target_cells(const TurnBuilder& builder, const rwd::State& state,
                                         const TurnCheck& check, bool legal_only);

}  // namespace trib::ui::woods_ui
