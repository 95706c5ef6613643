// Copy as text: the plain-text summary of a session's results.
#include <doctest/doctest.h>

#include "core/i18n.h"
#include "ui/shell/share_text.h"

namespace {

trib::FinalResult result(const std::string& name, double score, int place) {
  trib::FinalResult made;
  made.player.name = name;
  made.player.score = score;
  made.player.place = place;
  return made;
}

}  // namespace

TEST_CASE("players in place order, shared places repeated, bests noted") {
  std::vector<trib::FinalResult> results = {result("Bo", 41, 2), result("Ada", 54.5, 1),
                                            result("Cy", 41, 2)};
  results[1].new_best = true;
  results[1].previous_best = 48;
  results[2].new_best = true;  // a first game: no earlier best
  CHECK(trib::ui::share_text("Wodny szlak", "2026-12-05 20:15", results) ==
        "Wodny szlak \u00b7 2026-12-05 20:15\n"
        "1st  Ada  54.5  (new personal best, was 48)\n"
        "2nd  Bo  41\n"
        "2nd  Cy  41  (first result)\n"
        "Scored with Tributary\n");
}

TEST_CASE("a solo game: no place, the rank title after the score; a name kept whole") {
  const std::string name(60, 'x');
  std::vector<trib::FinalResult> results = {result(name, 37, 1)};
  results[0].player.rank = "Harmonious Habitat";
  CHECK(trib::ui::share_text("River Wild", "", results) ==
        "River Wild\n" + name + "  37  \u00b7 Harmonious Habitat\nScored with Tributary\n");
}

TEST_CASE("in Polish: the rank title, the note and the last line are translated") {
  trib::i18n::use(trib::i18n::Language::polish);
  std::vector<trib::FinalResult> results = {result("Ada", 37, 1)};
  results[0].player.rank = "Harmonious Habitat";  // stored in English, shown in Polish
  results[0].new_best = true;
  const std::string text = trib::ui::share_text("River Wild", "", results);
  trib::i18n::use(trib::i18n::Language::english);
  CHECK(text ==
        "River Wild\nAda  37  \u00b7 Harmonijne siedlisko  (pierwszy wynik)\nPoliczone w "
        "Tributary\n");
}
