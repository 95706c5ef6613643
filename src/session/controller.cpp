// One open session without any UI toolkit: resume, review, check, submit, undo.

#include "session/controller.h"

#include <algorithm>

#include "core/fill.h"
#include "core/i18n.h"
#include "core/input_error.h"
#include "core/registry.h"
#include "core/text.h"
#include "session/controller_detail.h"
#include "store/store.h"

namespace trib {

using nlohmann::json;
using session_detail::guarded;
using session_detail::write_error;

namespace {

const Game& require_game(const std::string& id) {
  const Game* game = find_game(id);
  if (game == nullptr) {
    throw InputError(fill(_("/game: \"{}\" is not a game this build can replay"), echo(id)),
                     "/game");
  }
  return *game;
}

json marked_as_house_ruling(json move) {
  if (move.is_object()) move[kHouseRulingKey] = true;
  return move;
}

}  // namespace

std::unique_ptr<SessionController> SessionController::resume(Store& store, std::int64_t id) {
  std::unique_ptr<SessionController> session(new SessionController);
  session->store_ = &store;
  session->session_id_ = id;
  session->read_only_ = store.read_only();
  if (!session->read_only_) session->take_lock();
  session->open(store.load_session(id));
  const auto summary = store.session(id);
  session->finish_recorded_ = summary && summary->status == SessionStatus::finished;
  if (session->finished() && !session->finish_recorded_ && !session->read_only_) {
    session->record_finish();  // the app stopped between the last move and the results
  } else if (session->finished()) {
    session->build_results(false);
  }
  return session;
}

std::unique_ptr<SessionController> SessionController::review(Store& store, std::int64_t id) {
  std::unique_ptr<SessionController> session(new SessionController);
  session->store_ = &store;
  session->session_id_ = id;
  session->open(store.load_session(id));
  if (session->finished()) session->build_results(false);
  return session;
}

std::unique_ptr<SessionController> SessionController::review_file(TableFile table,
                                                                  std::string label) {
  std::unique_ptr<SessionController> session(new SessionController);
  session->open(std::move(table));
  session->file_label_ = std::move(label);
  if (session->finished()) session->build_results(false);
  return session;
}

std::string SessionController::title() const {
  if (!session_id_) return std::string(game_->name()) + " \u00b7 " + file_label_;
  // TRANSLATORS: a stored session's number, after the game's name in the title of its view
  return std::string(game_->name()) + " \u00b7 " + fill(_("session {}"), *session_id_);
}

void SessionController::write_failed(std::string message) {
  error_ = std::move(message);
  error_from_write_ = true;
}

void SessionController::write_succeeded() {
  if (!error_from_write_) return;
  error_.clear();  // a full disk with space again: its banner has done its work
  error_from_write_ = false;
}

void SessionController::take_lock() {
  std::string refusal;
  lock_ = SessionLock::try_acquire(store_->path(), *session_id_, &refusal);
  if (lock_) return;
  read_only_ = true;
  if (refusal == _(SessionLock::held_refusal)) {
    error_ =
        _("This session is open in another Tributary window, so it is shown here read-only. "
          "Close it there, then resume it here to go on playing.");
  } else {
    // Played without its lock, a second window could write to it too.
    error_ = fill(_("This session {}, so it is shown here read-only: no window can hold it. "
                    "Remove that, then resume the session to go on playing."),
                  refusal);
  }
}

void SessionController::open(TableFile table) {
  game_ = &require_game(table.game);
  table_ = std::move(table);
  show(replay(*game_, table_), table_.moves.size());
}

std::optional<Replay> SessionController::replayed(const TableFile& table, std::size_t limit) {
  try {
    return replay(*game_, table, limit);
  } catch (const std::exception& error) {
    error_ = fill(_("The table could not be rebuilt, so nothing was changed: {}"), error.what());
    error_from_write_ = false;
    return std::nullopt;
  }
}

void SessionController::show(Replay replayed, std::size_t cursor) {
  replay_ = std::move(replayed);
  cursor_ = std::min(cursor, table_.moves.size());
  failure_.reset();
  if (replay_.failed_at) {
    failure_ = ReplayFailure{*replay_.failed_at, replay_.error.rule, replay_.error.message};
  }
  score_ = replay_.scoreboard();
  ++revision_;
}

Verdict SessionController::check(const json& move) const {
  return guarded([&] { return match().check(move); });
}

SubmitOutcome SessionController::submit(const json& move) {
  if (read_only_ || store_ == nullptr) {
    return {SubmitStatus::failed, _("This session is read-only."), ""};
  }
  if (edit_ && edit_->stopped) {
    return {SubmitStatus::failed,
            fill(_("Move {} no longer fits: drop it or fix it first."), edit_->point() + 1), ""};
  }
  pending_.reset();
  Verdict verdict;
  try {
    verdict = match().check(move);
  } catch (const std::exception& error) {
    return {SubmitStatus::malformed, error.what(), "malformed-move"};
  }
  if (!verdict.legal()) {
    const Verdict refusal = guarded([&] { return match().check_house_ruling(move); });
    pending_ = PendingIllegal{move, verdict.reason(), std::nullopt};
    if (!refusal.legal()) pending_->refusal = refusal.reason();
    return {SubmitStatus::illegal, verdict.reason().message, verdict.reason().rule};
  }
  if (edit_) {
    if (!place_in_edit(move)) return {SubmitStatus::failed, error_, ""};
    return {SubmitStatus::stored, "", ""};
  }
  if (!enter(move)) return {SubmitStatus::failed, error_, ""};
  redo_.clear();
  return {detached() ? SubmitStatus::kept : SubmitStatus::stored, "", ""};
}

bool SessionController::set_setup(const json& setup) {
  if (read_only_ || store_ == nullptr) {
    error_ = _("This session is read-only.");
    return false;
  }
  TableFile changed = table_;
  changed.setup = setup;
  auto rebuilt = replayed(changed, changed.moves.size());
  if (!rebuilt) return false;
  if (detached()) {
    error_ = _("The setup cannot change while the session's moves are kept here unstored.");
    return false;
  }
  try {
    store_->update_setup(*session_id_, setup);
    write_succeeded();
  } catch (const std::exception& error) {
    write_failed(fill(_("Database error: {}"), error.what()));
    return false;
  }
  table_ = std::move(changed);
  show(std::move(*rebuilt), table_.moves.size());
  after_change();
  return true;
}

void SessionController::record_pending_as_house_ruling() {
  if (!pending_ || pending_->refusal || read_only_) return;
  const json move = marked_as_house_ruling(pending_->move);
  pending_.reset();
  if (edit_) {
    place_in_edit(move);
  } else if (enter(move)) {
    redo_.clear();
  }
}

bool SessionController::enter(const json& move) {
  if (!append(move)) return false;
  const std::size_t index = table_.moves.size() - 1;
  const Verdict applied = guarded([&] { return apply_move(replay_, move, index); });
  if (!applied.legal()) {
    // The engine disagreed with its own check: show what a fresh replay of the log shows.
    if (auto rebuilt = replayed(table_, table_.moves.size())) {
      show(std::move(*rebuilt), table_.moves.size());
    }
  }
  after_change();
  return true;
}

bool SessionController::append(const json& move) {
  try {
    if (!detached()) {
      store_->append_move(*session_id_, move, false, shown_moves());
      write_succeeded();
    }
  } catch (const StoreError& error) {
    if (error.kind != StoreError::Kind::moved) {
      write_failed(write_error(error));
      return false;
    }
    unsaved_from_ = table_.moves.size();  // kept here: the file is no longer at its path
  } catch (const std::exception& error) {
    write_failed(write_error(error));
    return false;
  }
  table_.moves.push_back(move);
  return true;
}

bool SessionController::can_undo() const {
  if (edit_) return true;  // an open edit is cancelled
  // Detached: only the moves kept here can be taken back.
  return !read_only_ && store_ != nullptr && move_total() > (detached() ? *unsaved_from_ : 0);
}

bool SessionController::can_redo() const {
  return !read_only_ && !redo_.empty() && !edit_;
}

void SessionController::undo() {
  if (edit_) {
    cancel_past_edit();
    return;
  }
  if (!can_undo()) return;
  if (!detached() && !edits_.empty() && log_ends_with(edits_.back().from, edits_.back().after)) {
    LogEdit edit = edits_.back();
    if (!write_log_tail(edit.from, edit.before)) return;
    edits_.pop_back();
    redo_.push_back({nullptr, std::move(edit)});
    return;
  }
  TableFile previous = table_;
  previous.moves.erase(previous.moves.size() - 1);
  auto rebuilt = replayed(previous, previous.moves.size());
  if (!rebuilt) return;
  if (detached()) {
    redo_.push_back({table_.moves.back(), {}});
  } else {
    try {
      if (finish_recorded_) {
        store_->reopen_session(*session_id_, shown_moves());
        finish_recorded_ = false;
        results_.clear();
      }
      const auto popped = store_->pop_move(*session_id_, shown_moves());
      if (!popped) return;
      write_succeeded();
      redo_.push_back(
          {popped->house_ruling ? marked_as_house_ruling(popped->move) : popped->move, {}});
    } catch (const std::exception& error) {
      write_failed(write_error(error));
      return;
    }
  }
  table_ = std::move(previous);
  pending_.reset();
  show(std::move(*rebuilt), table_.moves.size());
  after_change();
}

void SessionController::redo() {
  if (!can_redo()) return;
  if (redo_.back().edit) {
    LogEdit edit = *redo_.back().edit;
    if (detached() || !log_ends_with(edit.from, edit.before) ||
        !write_log_tail(edit.from, edit.after)) {
      return;
    }
    redo_.pop_back();
    edits_.push_back(std::move(edit));
    return;
  }
  const json move = redo_.back().move;
  TableFile next = table_;
  next.moves.push_back(move);
  auto rebuilt = replayed(next, next.moves.size());
  if (!rebuilt || !append(move)) return;
  redo_.pop_back();
  pending_.reset();
  show(std::move(*rebuilt), table_.moves.size());
  after_change();
}

void SessionController::reword() {
  // Messages, breakdown labels and warnings are worded when the moves are replayed.
  if (auto rebuilt = replayed(table_, cursor_)) show(std::move(*rebuilt), cursor_);
}

void SessionController::set_cursor(std::size_t applied) {
  if (!read_only_) return;  // a live session always shows its latest state
  applied = std::min(applied, move_total());
  if (applied == cursor_) return;
  auto rebuilt = replayed(table_, applied);
  if (!rebuilt) return;
  show(std::move(*rebuilt), applied);
  highlight_ = nullptr;
}

bool SessionController::is_house_ruling(std::size_t index) const {
  if (index >= table_.moves.size()) return false;
  try {
    return trib::is_house_ruling(table_.moves[index]);
  } catch (const InputError&) {
    return false;  // a malformed key: the replay failure names it
  }
}

std::optional<std::size_t> SessionController::first_house_ruling() const {
  for (std::size_t i = 0; i < table_.moves.size(); ++i) {
    if (is_house_ruling(i)) return i;
  }
  return std::nullopt;
}

std::string SessionController::overridden_rule(std::size_t index) const {
  for (const HouseRuling& ruling : replay_.house_rulings) {
    if (ruling.move == index) return ruling.rule;
  }
  return "";
}

std::vector<std::string> SessionController::game_warnings() const {
  const std::size_t added =
      replay_.house_ruling_warnings().size();  // Replay::scoreboard adds them last
  return {score_.warnings.begin(), score_.warnings.end() - static_cast<std::ptrdiff_t>(std::min(
                                                               added, score_.warnings.size()))};
}

void SessionController::after_change() {
  cursor_ = move_total();
  score_ = replay_.scoreboard();
  ++revision_;
  highlight_ = nullptr;
  if (finished() && !finish_recorded_) {
    record_finish();
  } else if (!finished()) {
    results_.clear();
  }
  changed();
}

void SessionController::record_finish() {
  if (detached()) {
    build_results(false);  // stored with the session by store_into
    return;
  }
  try {
    build_results(true);  // personal bests as they were *before* this session counts
    store_->finish_session(*session_id_, score_);
    finish_recorded_ = true;
    write_succeeded();
  } catch (const std::exception& error) {
    write_failed(fill(_("Database error: {}"), error.what()));
  }
}

void SessionController::build_results(bool with_badges) {
  results_.clear();
  for (const PlayerResult& player : score_.players) {
    FinalResult result{player, std::nullopt, false};
    // A game the fewest points won (a flipped raft) makes no personal best.
    if (with_badges && store_ != nullptr && score_.highest_wins) {
      result.previous_best = store_->personal_best(table_.game, player.name);
      result.new_best = !result.previous_best || player.score > *result.previous_best;
    }
    results_.push_back(std::move(result));
  }
  std::stable_sort(results_.begin(), results_.end(),
                   [](const auto& a, const auto& b) { return a.player.place < b.player.place; });
}

std::optional<std::int64_t> SessionController::earlier_copy_in(Store& store) const {
  const auto summary = store.session(*session_id_);
  if (!summary || summary->game != table_.game || summary->players != table_.players) {
    return std::nullopt;
  }
  const json stored = store.load_session(*session_id_).moves;
  if (stored.size() > table_.moves.size()) return std::nullopt;
  for (std::size_t i = 0; i < stored.size(); ++i) {
    if (stored[i] != table_.moves[i]) return std::nullopt;
  }
  return summary->id;
}

void SessionController::store_into(Store& store) {
  std::optional<std::int64_t> id = earlier_copy_in(store);
  if (id) {
    for (std::size_t i = store.moves(*id).size(); i < table_.moves.size(); ++i) {
      store.append_move(*id, table_.moves[i], false, static_cast<std::int64_t>(i));
    }
  } else {
    id = store.create_session(table_);  // one transaction
  }
  const bool same_lock = *id == *session_id_;  // its lock file is beside the same path
  store_ = &store;
  session_id_ = id;
  unsaved_from_.reset();
  finish_recorded_ = store.session(*id)->status == SessionStatus::finished;
  if (!same_lock) {
    lock_.reset();
    take_lock();
  }
  if (finished() && !finish_recorded_) record_finish();
  ++revision_;
  changed();
}

void SessionController::changed() const {
  if (on_changed_) on_changed_();
}

std::string house_ruling_refusal_text(const PendingIllegal& pending) {
  if (!pending.refusal) return "";
  if (pending.refusal->message == pending.reason.message) {
    return _("Not even a house ruling can allow this.");
  }
  return fill(_("Not even a house ruling can allow this: {}"), pending.refusal->message);
}

StateKey state_key(const SessionController& session) {
  return {&session, session.title(), session.revision()};
}

}  // namespace trib
