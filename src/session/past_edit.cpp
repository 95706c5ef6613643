// Fixing a past move in place: replace, insert or delete it, replay the moves after it,
// stop at the first that no longer fits, and store the new log in one transaction.

#include <string>

#include "core/fill.h"
#include "core/i18n.h"
#include "session/controller.h"
#include "session/controller_detail.h"
#include "store/store.h"

namespace trib {

using nlohmann::json;
using session_detail::guarded;
using session_detail::write_error;

bool SessionController::can_edit_past() const {
  return store_ != nullptr && session_id_ && !store_->read_only() && !detached() &&
         !table_.is_pad();
}

std::optional<Replay> SessionController::edit_start(std::size_t index) {
  if (read_only_ || store_ == nullptr) {
    error_ = _("This session is read-only.");
    return std::nullopt;
  }
  if (detached()) {
    error_ = _("Past moves cannot change while the session's moves are kept here unstored.");
    return std::nullopt;
  }
  if (edit_) {
    error_ = fill(_("Finish the change to move {} first (Esc cancels it)."), edit_->from + 1);
    return std::nullopt;
  }
  if (index >= move_total()) {
    error_ = fill(_("There is no move {} to change."), index + 1);
    return std::nullopt;
  }
  // A stored move that no longer replays can be fixed, but not a move after it: the
  // state before that move is unknown.
  if (failure_ && index > failure_->move) {
    error_ = fill(_("Move {} no longer fits: fix it first."), failure_->move + 1);
    return std::nullopt;
  }
  return replayed(table_, index);
}

void SessionController::start_edit(Replay before, std::size_t index, std::size_t skipped) {
  PastEdit edit;
  edit.from = index;
  const auto at = [&](std::size_t i) { return table_.moves.begin() + static_cast<long>(i); };
  edit.kept.assign(at(0), at(index));
  edit.later.assign(at(index + skipped), table_.moves.end());
  edit.later_from = index + skipped;
  edit_ = std::move(edit);
  pending_.reset();
  replay_ = std::move(before);
}

bool SessionController::begin_replace(std::size_t index) {
  auto before = edit_start(index);
  if (!before) return false;
  start_edit(std::move(*before), index, 1);
  edit_->replaced = table_.moves[index];
  show_edit_state();
  return true;
}

bool SessionController::begin_insert(std::size_t index) {
  auto before = edit_start(index);
  if (!before) return false;
  start_edit(std::move(*before), index, 0);
  show_edit_state();
  return true;
}

bool SessionController::delete_move(std::size_t index) {
  auto before = edit_start(index);
  if (!before) return false;
  start_edit(std::move(*before), index, 1);
  return replay_later();
}

bool SessionController::place_in_edit(const json& move) {
  const Verdict applied = guarded([&] { return apply_move(replay_, move, edit_->kept.size()); });
  if (!applied.legal()) {  // the engine disagreed with its own check
    error_ = fill(_("The move could not be applied: {}"), applied.reason().message);
    show_edit_state();
    return false;
  }
  edit_->kept.push_back(move);
  edit_->replaced.reset();
  return replay_later();
}

void SessionController::drop_stopped_move() {
  if (!edit_ || !edit_->stopped) return;
  edit_->stopped.reset();
  edit_->later.erase(edit_->later.begin());
  ++edit_->later_from;
  replay_later();
}

void SessionController::fix_stopped_move() {
  if (!edit_ || !edit_->stopped) return;
  edit_->stopped.reset();
  edit_->replaced = edit_->later.front();
  edit_->later.erase(edit_->later.begin());
  ++edit_->later_from;
  show_edit_state();
}

void SessionController::cancel_past_edit() {
  if (!edit_) return;
  edit_.reset();
  pending_.reset();
  if (auto rebuilt = replayed(table_, move_total())) show(std::move(*rebuilt), move_total());
  highlight_ = nullptr;
}

bool SessionController::replay_later() {
  PastEdit& edit = *edit_;
  while (!edit.later.empty()) {
    const json& move = edit.later.front();
    const Verdict verdict = guarded([&] { return apply_move(replay_, move, edit.kept.size()); });
    if (!verdict.legal()) {
      edit.stopped = verdict.reason();
      show_edit_state();
      return true;
    }
    edit.kept.push_back(move);
    edit.later.erase(edit.later.begin());
    ++edit.later_from;
  }
  PastEdit done = std::move(*edit_);
  edit_.reset();
  const auto from = static_cast<long>(done.from);
  LogEdit stored{done.from,
                 {table_.moves.cbegin() + from, table_.moves.cend()},
                 {done.kept.cbegin() + from, done.kept.cend()}};
  if (!write_log_tail(done.from, stored.after)) {
    if (auto rebuilt = replayed(table_, move_total())) show(std::move(*rebuilt), move_total());
    return false;
  }
  edits_.push_back(std::move(stored));
  redo_.clear();
  return true;
}

void SessionController::show_edit_state() {
  failure_.reset();
  score_ = replay_.scoreboard();
  highlight_ = nullptr;
  ++revision_;
}

bool SessionController::write_log_tail(std::size_t from, const std::vector<json>& moves) {
  TableFile next = table_;
  next.moves = json::array();
  for (std::size_t i = 0; i < from; ++i) next.moves.push_back(table_.moves[i]);
  for (const json& move : moves) next.moves.push_back(move);
  auto rebuilt = replayed(next, next.moves.size());
  if (!rebuilt) return false;
  const bool ends = rebuilt->match->finished();
  std::optional<Scoreboard> result;
  if (ends) result = rebuilt->scoreboard();
  try {
    store_->replace_moves_from(*session_id_, static_cast<std::int64_t>(from), moves, result,
                               shown_moves());
    write_succeeded();
  } catch (const std::exception& error) {
    write_failed(write_error(error));
    return false;
  }
  table_ = std::move(next);
  pending_.reset();
  show(std::move(*rebuilt), move_total());
  highlight_ = nullptr;
  // No new-best badges: the session's own earlier result would be among the bests.
  finish_recorded_ = ends;
  if (ends) {
    build_results(false);
  } else {
    results_.clear();
  }
  changed();
  return true;
}

bool SessionController::log_ends_with(std::size_t from, const std::vector<json>& tail) const {
  if (table_.moves.size() != from + tail.size()) return false;
  for (std::size_t i = 0; i < tail.size(); ++i) {
    if (table_.moves[from + i] != tail[i]) return false;
  }
  return true;
}

}  // namespace trib
