// The translation layer: values put into sentences in any order, English as the source text,
// Polish from the build tree's compiled catalog (po/pl.po), and English held for --json.

#include <doctest/doctest.h>

#include <cerrno>
#include <cstring>
#include <string>

#include "core/fill.h"
#include "core/i18n.h"

#include "../in_polish.h"

namespace i18n_test {

using trib::fill;
namespace i18n = trib::i18n;

TEST_CASE("fill puts values in order, by number, and keeps braces and unknown fields") {
  CHECK(fill("{} placed {}", "Ada", "t17") == "Ada placed t17");
  CHECK(fill("{1} – {0}", "first", "second") == "second – first");
  CHECK(fill("{} of {}", 3, 16) == "3 of 16");
  CHECK(fill("{{}} {}", "x") == "{} x");
  CHECK(fill("{name} {}", "x") == "{name} x");
  CHECK(fill("{} and {}", "only one") == "only one and ");
  CHECK(fill("no values") == "no values");
}

TEST_CASE("English is the source text itself, without asking the catalog") {
  i18n::use(i18n::Language::english);
  const char* text = "Language";
  CHECK(_(text) == text);
  CHECK(std::strcmp(P_("{} tile", "{} tiles", 1), "{} tile") == 0);
  CHECK(std::strcmp(P_("{} tile", "{} tiles", 2), "{} tiles") == 0);
  CHECK(std::strcmp(C_("verb", "Record"), "Record") == 0);
}

TEST_CASE("Polish comes from the compiled catalog and falls back to English it lacks") {
  InPolish polish;
  CHECK(std::string(_("Language")) == "Język");
  CHECK(std::string(_("A text no catalog has")) == "A text no catalog has");
  CHECK(std::string(C_("no such context", "Language")) == "Language");
}

TEST_CASE("EnglishScope holds English while it lives, then gives the choice back") {
  InPolish polish;
  {
    i18n::EnglishScope english;
    CHECK(i18n::current() == i18n::Language::english);
    CHECK(std::string(_("Language")) == "Language");
  }
  CHECK(i18n::current() == i18n::Language::polish);
  CHECK(std::string(_("Language")) == "Język");
}

TEST_CASE("switching back and forth is live: no answer is cached across a switch") {
  for (int round = 0; round < 3; ++round) {
    i18n::use(i18n::Language::polish);
    CHECK(std::string(_("Language")) == "Język");
    i18n::use(i18n::Language::english);
    CHECK(std::string(_("Language")) == "Language");
  }
}

TEST_CASE("back in English, the system's own messages are English again") {
  const std::string before = std::strerror(ENOENT);
  i18n::use(i18n::Language::polish);
  i18n::use(i18n::Language::english);
  CHECK(std::string(std::strerror(ENOENT)) == before);
}

}  // namespace i18n_test
