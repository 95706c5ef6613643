// Score-pad tables: their sheets, their totals, and the match that holds a final result.

#include "core/score_pad.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <map>
#include <mutex>

#include "core/catalog.h"
#include "core/data_dir.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/json_view.h"
#include "core/text.h"

namespace trib {

namespace {

class PadMatch : public Match {
 public:
  explicit PadMatch(Scoreboard board) : board_(std::move(board)) {}

  Verdict check(const nlohmann::json& move) const override {
    (void)move;
    return illegal("score-pad-only",
                   _("this game was entered as its final scores; a score pad takes no moves"));
  }
  Verdict apply(const nlohmann::json& move) override { return check(move); }
  Scoreboard score() const override { return board_; }
  bool finished() const override { return true; }
  std::size_t move_count() const override { return 0; }

 private:
  Scoreboard board_;
};

const PadRow* find_row(const PadSheet& sheet, std::string_view id) {
  for (const PadRow& row : sheet.rows) {
    if (row.id == id) return &row;
  }
  return nullptr;
}

std::string row_ids(const PadSheet& sheet) {
  std::string ids;
  for (const PadRow& row : sheet.rows) ids += (ids.empty() ? "" : ", ") + row.id;
  return ids;
}

double read_points(const JsonView& value, const PadRow& row) {
  const double number = value.as_number(0, kMaxPadPoints);
  const double steps = row.halves ? 2 : 1;
  if (std::floor(number * steps) != number * steps) {
    // Qualified: std::fill would be a closer match for two const char* by lookup in std.
    value.fail(trib::fill(row.halves ? _("{} takes whole or half points, not {}")
                                     : _("{} takes whole points, not {}"),
                          _(row.label.c_str()), json_number(number).dump()));
  }
  return number;
}

std::vector<BreakdownLine> read_column(const JsonView& column, const PadSheet& sheet) {
  std::map<std::string, double, std::less<>> points;
  for (const auto& [key, value] : column.members()) {
    if (key.rfind("x-", 0) == 0) continue;
    const PadRow* row = find_row(sheet, key);
    if (row == nullptr) {
      value.fail(fill(_("\"{}\" is not a row of this game's score pad (rows: {})"), echo(key),
                      row_ids(sheet)));
    }
    points[key] = read_points(value, *row);
  }
  std::vector<BreakdownLine> lines;
  for (const PadRow& row : sheet.rows) {
    const auto found = points.find(row.id);
    if (found != points.end() && found->second != 0) {
      lines.push_back({row.label, found->second, nullptr, row.category});
    }
  }
  return lines;
}

void check_fact(const JsonView& value, const PadFact& fact, std::size_t players) {
  if (fact.kind == PadFactKind::Flag) {
    value.as_bool();
    return;
  }
  value.expect_array();
  if (value.size() != players) {
    value.fail(fill(_("one number per player in seat order: {} expected, {} given"), players,
                    value.size()));
  }
  for (const JsonView& number : value.items()) number.as_int(0, kMaxPadFact);
}

void check_facts(const TableFile& table, const PadSheet& sheet) {
  const JsonView setup(table.setup, "/setup");
  for (const auto& [key, value] : setup.members()) {
    if (key.rfind("x-", 0) == 0) continue;
    const PadFact* fact = nullptr;
    for (const PadFact& candidate : sheet.facts) fact = candidate.id == key ? &candidate : fact;
    if (fact == nullptr) {
      std::string ids;
      for (const PadFact& known : sheet.facts) ids += (ids.empty() ? "" : ", ") + known.id;
      value.fail(ids.empty() ? fill(_("a score pad's setup holds only the facts that decide "
                                      "places (none for this game), not \"{}\""),
                                    echo(key))
                             : fill(_("a score pad's setup holds only the facts that decide "
                                      "places ({}), not \"{}\""),
                                    ids, echo(key)));
    }
    check_fact(value, *fact, table.players.size());
  }
}

PadRow read_row(const JsonView& entry) {
  entry.expect_object({"id", "label", "halves", "category"});
  PadRow row{entry.at("id").as_string(), entry.at("label").as_string(),
             entry.has("halves") && entry.at("halves").as_bool(),
             entry.has("category") ? entry.at("category").as_string() : std::string()};
  if (row.id.empty() || row.id.rfind("x-", 0) == 0) {
    entry.at("id").fail(_("a row id is a non-empty name that does not start with \"x-\""));
  }
  return row;
}

PadFact read_fact(const JsonView& entry) {
  entry.expect_object({"id", "label", "kind"});
  PadFact fact{entry.at("id").as_string(), entry.at("label").as_string()};
  if (fact.id.empty() || fact.id.rfind("x-", 0) == 0) {
    entry.at("id").fail(_("a fact id is a non-empty name that does not start with \"x-\""));
  }
  fact.kind = entry.at("kind").as_enum({"flag", "per-player"}) == "flag" ? PadFactKind::Flag
                                                                         : PadFactKind::PerPlayer;
  return fact;
}

std::string_view trimmed_text(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) {
    text.remove_prefix(1);
  }
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) {
    text.remove_suffix(1);
  }
  return text;
}

// One term of a sum: digits with an optional decimal part ("12", "2.5", ",5" is refused).
std::optional<double> read_term(std::string_view text) {
  text = trimmed_text(text);
  if (text.empty()) return std::nullopt;
  for (char c : text) {
    if (!std::isdigit(static_cast<unsigned char>(c)) && c != '.') return std::nullopt;
  }
  double value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

template <class Entry>
void refuse_repeated_id(const std::vector<Entry>& earlier, const JsonView& entry) {
  const std::string id = entry.at("id").as_string();
  for (const Entry& other : earlier) {
    if (other.id == id) entry.at("id").fail(fill(_("\"{}\" appears twice"), echo(id)));
  }
}

}  // namespace

PadSheet parse_pad_sheet(const nlohmann::json& document, const std::string& file) {
  try {
    const JsonView root(document);
    root.expect_object({"rows", "facts"});
    PadSheet sheet;
    for (const JsonView& entry : root.at("rows").items()) {
      refuse_repeated_id(sheet.rows, entry);
      sheet.rows.push_back(read_row(entry));
    }
    if (sheet.rows.empty()) root.at("rows").fail(_("a score pad needs at least one row"));
    if (root.has("facts")) {
      for (const JsonView& entry : root.at("facts").items()) {
        refuse_repeated_id(sheet.facts, entry);
        sheet.facts.push_back(read_fact(entry));
      }
    }
    return sheet;
  } catch (const InputError& error) {
    throw InputError(file + ": " + error.what(), error.path);
  }
}

const PadSheet& pad_sheet(std::string_view game_id) {
  static std::mutex mutex;
  static std::map<std::string, PadSheet, std::less<>> loaded;
  const std::lock_guard lock(mutex);
  if (const auto found = loaded.find(game_id); found != loaded.end()) return found->second;
  const std::string file = game_data_file(game_id, "pad.json").string();
  PadSheet sheet = parse_pad_sheet(load_game_data(game_id, "pad.json"), file);
  return loaded.emplace(std::string(game_id), std::move(sheet)).first->second;
}

Scoreboard pad_scoreboard(const TableFile& table, const PadSheet& sheet) {
  check_facts(table, sheet);
  const JsonView pad(table.pad, "/pad");
  Scoreboard board;
  board.finished = true;
  board.pad = true;
  for (std::size_t seat = 0; seat < table.players.size(); ++seat) {
    PlayerResult result;
    result.name = table.players[seat];
    result.breakdown = read_column(pad.at(seat), sheet);
    result.score = breakdown_total(result);
    board.players.push_back(std::move(result));
  }
  return board;
}

bool pad_flag(const TableFile& table, std::string_view fact) {
  const auto found = table.setup.find(std::string(fact));
  return found != table.setup.end() && found->is_boolean() && found->get<bool>();
}

std::vector<int> pad_numbers(const TableFile& table, std::string_view fact) {
  std::vector<int> numbers;
  const auto found = table.setup.find(std::string(fact));
  if (found == table.setup.end() || !found->is_array()) return numbers;
  for (const nlohmann::json& number : *found) numbers.push_back(number.get<int>());
  return numbers;
}

std::optional<double> read_pad_sum(std::string_view text, std::string& problem) {
  problem.clear();
  if (trimmed_text(text).empty()) return std::nullopt;
  double total = 0;
  std::size_t start = 0;
  while (true) {
    const std::size_t plus = text.find('+', start);
    const std::optional<double> term = read_term(text.substr(start, plus - start));
    if (!term) {
      problem = fill(_("\"{}\" is not a number or a sum such as 3+6+2"), trimmed_text(text));
      return std::nullopt;
    }
    total += *term;
    if (plus == std::string_view::npos) return total;
    start = plus + 1;
  }
}

std::unique_ptr<Match> pad_match(Scoreboard board) {
  return std::make_unique<PadMatch>(std::move(board));
}

}  // namespace trib
