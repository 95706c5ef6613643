// The core's words in Polish: places ("1." for "1st"), lists of names ("i" for "and"), a
// shown score's decimal comma and the table file's reasons, from the build tree's catalog;
// English stays as before, and files and JSON keep the decimal point.

#include <doctest/doctest.h>

#include <string>

#include "core/format.h"
#include "core/i18n.h"
#include "core/input_error.h"
#include "core/json_view.h"
#include "core/table_file.h"
#include "core/text.h"

#include "../in_polish.h"

namespace wording_polish_test {

namespace i18n = trib::i18n;

// The message of the InputError `table` raises when read.
std::string table_problem(const std::string& table) {
  try {
    trib::parse_table_text(table);
  } catch (const trib::InputError& error) {
    return error.what();
  }
  return "";
}

TEST_CASE("places are English ordinals in English and \"1.\" in Polish") {
  i18n::use(i18n::Language::english);
  CHECK(trib::ordinal(1) == "1st");
  CHECK(trib::ordinal(2) == "2nd");
  CHECK(trib::ordinal(3) == "3rd");
  CHECK(trib::ordinal(11) == "11th");
  CHECK(trib::ordinal(22) == "22nd");
  InPolish polish;
  CHECK(trib::ordinal(1) == "1.");
  CHECK(trib::ordinal(2) == "2.");
  CHECK(trib::ordinal(13) == "13.");
  CHECK(trib::ordinal(21) == "21.");
}

TEST_CASE("a list of names ends with \"and\" in English and \"i\" in Polish") {
  i18n::use(i18n::Language::english);
  CHECK(trib::join_names({}).empty());
  CHECK(trib::join_names({"Ada"}) == "Ada");
  CHECK(trib::join_names({"Ada", "Ben"}) == "Ada and Ben");
  CHECK(trib::join_names({"Ada", "Ben", "Cy"}) == "Ada, Ben and Cy");
  InPolish polish;
  CHECK(trib::join_names({"Ada"}) == "Ada");
  CHECK(trib::join_names({"Ada", "Ben", "Cy"}) == "Ada, Ben i Cy");
}

TEST_CASE("a shown score takes a decimal comma in Polish; JSON numbers keep the point") {
  i18n::use(i18n::Language::english);
  CHECK(trib::format_score(12.5) == "12.5");
  CHECK(trib::format_score(37) == "37");
  InPolish polish;
  CHECK(trib::format_score(12.5) == "12,5");
  CHECK(trib::format_score(-0.5) == "-0,5");
  CHECK(trib::format_score(37) == "37");
  CHECK(trib::json_number(12.5).dump() == "12.5");
}

TEST_CASE("a shown average keeps its places and takes the language's separator") {
  i18n::use(i18n::Language::english);
  CHECK(trib::format_decimal(4, 2) == "4.00");
  CHECK(trib::format_decimal(36, 1) == "36.0");
  CHECK(trib::format_decimal(2.345, 0) == "2");
  InPolish polish;
  CHECK(trib::format_decimal(4, 2) == "4,00");
  CHECK(trib::format_decimal(-12.25, 1) == "-12,2");
  CHECK(trib::format_decimal(7, 0) == "7");
}

TEST_CASE("the table file's reasons are Polish in Polish, with the same JSON path") {
  const std::string table = R"({"game": "river-wild", "players": ["Ada", " ada "]})";
  i18n::use(i18n::Language::english);
  CHECK(table_problem(table).find("/players/1: \"ada\" appears twice") == 0);
  InPolish polish;
  CHECK(table_problem(table).find("/players/1: „ada” występuje dwa razy") == 0);
  CHECK(table_problem(R"({"game": "river-wild", "players": 3})") ==
        "/players: oczekiwano tablicy, a jest: liczba całkowita");
}

}  // namespace wording_polish_test
