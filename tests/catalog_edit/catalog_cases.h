#pragma once
// What the games' catalog cases share (tests/<game>/catalog_edit_test.cpp, part of
// test_catalog_edit): the game by id, table files from the repository, their scores and the
// JSON paths of the errors the catalog checks and the editor report.

#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "catalog_edit/editor.h"
#include "core/input_error.h"
#include "core/registry.h"
#include "core/replay.h"
#include "core/user_catalog.h"

namespace trib::test {

// The names every game's catalog cases use (`using namespace trib::test;`).
using catalog_edit::ComponentRef;
using catalog_edit::Editor;
using nlohmann::json;
using trib::Game;

inline const Game& game(const char* id) {
  const Game* found = find_game(id);
  REQUIRE(found != nullptr);
  return *found;
}

// `relative`: from the repository root.
inline TableFile read_repo_table(const std::string& relative) {
  return read_table_file(
      (std::filesystem::path(TRIBUTARY_TEST_DATA_DIR) / ".." / ".." / relative).string());
}

inline Scoreboard replayed_score(const TableFile& table) {
  const Replay result = replay(*find_game(table.game), table);
  REQUIRE_FALSE(result.failed_at);
  return result.match->score();
}

// The path of the error scoring `table` raises, or "(no error)".
inline std::string score_error_path(const TableFile& table) {
  try {
    replayed_score(table);
  } catch (const InputError& error) {
    return error.path;
  }
  return "(no error)";
}

// The path of the error checking a catalog document raises, or "(valid)".
inline std::string catalog_error_path(const Game& g, const nlohmann::json& document) {
  try {
    check_catalog(g, document);
  } catch (const InputError& error) {
    return error.path;
  }
  return "(valid)";
}

inline std::string problem_path(const catalog_edit::Editor& editor,
                                const catalog_edit::ComponentRef& ref) {
  const catalog_edit::Problem* problem = editor.problem(ref);
  return problem == nullptr ? "(valid)" : problem->path;
}

// One typed edit of a component's field: `good` is kept valid, `bad` is marked at
// `bad_path`, refused by save, and both undo and redo.
struct TypedEdit {
  catalog_edit::ComponentRef ref;
  const char* field;
  nlohmann::json good;
  nlohmann::json bad;
  const char* bad_path;
};

inline void check_typed_edit(const Game& g, const TypedEdit& edit) {
  namespace fs = std::filesystem;
  using nlohmann::json;
  CAPTURE(edit.field);
  catalog_edit::Editor editor(g);
  const json before = editor.component(edit.ref);
  editor.set_field(edit.ref, edit.field, edit.good);
  CHECK(editor.component(edit.ref)[json::json_pointer(edit.field)] == edit.good);
  CHECK(editor.valid());
  CHECK(editor.dirty());
  CHECK(editor.differs_from_bundled(edit.ref));

  editor.set_field(edit.ref, edit.field, edit.bad);
  CHECK_FALSE(editor.valid());
  CHECK(problem_path(editor, edit.ref) == edit.bad_path);
  CHECK(editor.problem(edit.ref)->message.rfind(std::string(edit.bad_path) + ": ", 0) == 0);
  CHECK_THROWS_AS(editor.save(), InputError);
  CHECK_FALSE(fs::exists(user_catalog_file(g)));

  CHECK(editor.undo());
  CHECK(editor.valid());
  CHECK(editor.undo());
  CHECK(editor.component(edit.ref) == before);
  CHECK_FALSE(editor.dirty());
  CHECK(editor.redo());
  CHECK(editor.component(edit.ref)[json::json_pointer(edit.field)] == edit.good);
}

}  // namespace trib::test
