#include "ui/session.h"

#include <algorithm>

#include "core/input_error.h"
#include "core/registry.h"
#include "store/store.h"

namespace trib::ui {

using nlohmann::json;

namespace {

constexpr const char* kHouseRuling = "x-house-ruling";

bool house_flag(const json& move) {
  if (!move.is_object()) return false;
  const auto it = move.find(kHouseRuling);
  return it != move.end() && it->is_boolean() && it->get<bool>();
}

json without_flag(json move) {
  if (move.is_object()) move.erase(kHouseRuling);
  return move;
}

const Game& require_game(const std::string& id) {
  const Game* game = find_game(id);
  if (game == nullptr) {
    throw InputError("/game: \"" + id + "\" is not a game this build can replay", "/game");
  }
  return *game;
}

// Applies one move, turning malformed input into a verdict so replay can decide.
Verdict apply_move(Match& match, const json& move) {
  try {
    return match.apply(move);
  } catch (const InputError& error) {
    return illegal("malformed-move", error.what());
  } catch (const std::exception& error) {
    return illegal("malformed-move", error.what());
  }
}

}  // namespace

std::unique_ptr<SessionController> SessionController::resume(Store& store, std::int64_t id) {
  std::unique_ptr<SessionController> session(new SessionController);
  session->store_ = &store;
  session->session_id_ = id;
  session->table_ = store.load_session(id);
  session->game_ = &require_game(session->table_.game);
  session->read_only_ = store.read_only();
  session->title_ = std::string(session->game_->name()) + " \u00b7 session " + std::to_string(id);
  session->rebuild(session->move_total());
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
  session->table_ = store.load_session(id);
  session->game_ = &require_game(session->table_.game);
  session->title_ = std::string(session->game_->name()) + " \u00b7 session " + std::to_string(id);
  session->rebuild(session->move_total());
  if (session->finished()) session->build_results(false);
  return session;
}

std::unique_ptr<SessionController> SessionController::review_file(TableFile table,
                                                                  std::string label) {
  std::unique_ptr<SessionController> session(new SessionController);
  session->table_ = std::move(table);
  session->game_ = &require_game(session->table_.game);
  session->title_ = std::string(session->game_->name()) + " \u00b7 " + label;
  session->rebuild(session->move_total());
  if (session->finished()) session->build_results(false);
  return session;
}

void SessionController::rebuild(std::size_t limit) {
  match_ = game_->start(table_);
  const std::size_t total = std::min(limit, table_.moves.size());
  skipped_.assign(table_.moves.size(), false);
  failure_.reset();
  for (std::size_t i = 0; i < total; ++i) {
    const json& move = table_.moves[i];
    Verdict verdict = apply_move(*match_, move);
    if (!verdict) continue;
    if (house_flag(move)) {
      skipped_[i] = true;  // recorded against the rules: the state stays as before it
      continue;
    }
    failure_ = ReplayFailure{i, verdict->rule, verdict->message};
    break;
  }
  cursor_ = total;
  score_ = match_->score();
  ++revision_;
}

Verdict SessionController::check(const json& move) const {
  try {
    return match_->check(move);
  } catch (const InputError& error) {
    return illegal("malformed-move", error.what());
  } catch (const std::exception& error) {
    return illegal("malformed-move", error.what());
  }
}

SubmitOutcome SessionController::submit(const json& move) {
  if (read_only_ || store_ == nullptr) {
    return {SubmitStatus::failed, "This session is read-only.", ""};
  }
  pending_.reset();
  Verdict verdict;
  try {
    verdict = match_->check(move);
  } catch (const std::exception& error) {
    return {SubmitStatus::malformed, error.what(), "malformed-move"};
  }
  if (verdict) {
    pending_ = PendingIllegal{move, *verdict};
    return {SubmitStatus::illegal, verdict->message, verdict->rule};
  }
  if (!append(move, false)) return {SubmitStatus::failed, error_, ""};
  redo_.clear();
  skipped_.push_back(false);
  if (apply_move(*match_, move)) rebuild(move_total());  // engine disagreed with check()
  after_change();
  return {SubmitStatus::stored, "", ""};
}

bool SessionController::set_setup(const json& setup) {
  if (read_only_ || store_ == nullptr) {
    error_ = "This session is read-only.";
    return false;
  }
  TableFile changed = table_;
  changed.setup = setup;
  try {
    game_->start(changed);
    store_->update_setup(*session_id_, setup);
  } catch (const std::exception& error) {
    error_ = error.what();
    return false;
  }
  table_.setup = setup;
  rebuild(move_total());
  after_change();
  return true;
}

void SessionController::record_pending_as_house_ruling() {
  if (!pending_ || read_only_) return;
  const json move = pending_->move;
  pending_.reset();
  if (!append(move, true)) return;
  redo_.clear();
  rebuild(move_total());
  after_change();
}

bool SessionController::append(const json& move, bool house_ruling) {
  try {
    store_->append_move(*session_id_, move, house_ruling);
  } catch (const std::exception& error) {
    error_ = error.what();
    return false;
  }
  json stored = move;
  if (house_ruling && stored.is_object()) stored[kHouseRuling] = true;
  table_.moves.push_back(std::move(stored));
  return true;
}

bool SessionController::can_undo() const {
  return !read_only_ && store_ != nullptr && move_total() > 0;
}

bool SessionController::can_redo() const {
  return !read_only_ && !redo_.empty();
}

void SessionController::undo() {
  if (!can_undo()) return;
  try {
    if (finish_recorded_) {
      store_->reopen_session(*session_id_);
      finish_recorded_ = false;
      results_.clear();
    }
    const auto popped = store_->pop_move(*session_id_);
    if (!popped) return;
    json move = without_flag(popped->move);
    if (popped->house_ruling && move.is_object()) move[kHouseRuling] = true;
    redo_.push_back(std::move(move));
    table_.moves.erase(table_.moves.size() - 1);
  } catch (const std::exception& error) {
    error_ = error.what();
    return;
  }
  pending_.reset();
  rebuild(move_total());
  after_change();
}

void SessionController::redo() {
  if (!can_redo()) return;
  const json move = redo_.back();
  if (!append(without_flag(move), house_flag(move))) return;
  redo_.pop_back();
  pending_.reset();
  rebuild(move_total());
  after_change();
}

void SessionController::set_cursor(std::size_t applied) {
  if (!read_only_) return;  // a live session always shows its latest state
  applied = std::min(applied, move_total());
  if (applied == cursor_) return;
  rebuild(applied);
  highlight_ = nullptr;
}

bool SessionController::is_house_ruling(std::size_t index) const {
  return index < table_.moves.size() && house_flag(table_.moves[index]);
}

bool SessionController::was_skipped(std::size_t index) const {
  return index < skipped_.size() && skipped_[index];
}

void SessionController::after_change() {
  cursor_ = move_total();
  score_ = match_->score();
  ++revision_;
  highlight_ = nullptr;
  if (match_->finished() && !finish_recorded_) {
    record_finish();
  } else if (!match_->finished()) {
    results_.clear();
  }
  changed();
}

void SessionController::record_finish() {
  try {
    build_results(true);  // personal bests as they were *before* this session counts
    store_->finish_session(*session_id_, score_);
    finish_recorded_ = true;
  } catch (const std::exception& error) {
    error_ = error.what();
  }
}

void SessionController::build_results(bool with_badges) {
  results_.clear();
  for (const PlayerResult& player : score_.players) {
    FinalResult result{player, std::nullopt, false};
    if (with_badges && store_ != nullptr) {
      result.previous_best = store_->personal_best(table_.game, player.name);
      result.new_best = !result.previous_best || player.score > *result.previous_best;
    }
    results_.push_back(std::move(result));
  }
  std::stable_sort(results_.begin(), results_.end(),
                   [](const auto& a, const auto& b) { return a.player.place < b.player.place; });
}

void SessionController::changed() const {
  if (on_changed_) on_changed_();
}

}  // namespace trib::ui
