#pragma once
// Shared by the tests of translated words: Polish while the object lives, English again
// after it whatever the test case did, so one case's language never leaks into the next.

#include "core/i18n.h"

struct InPolish {
  InPolish() { trib::i18n::use(trib::i18n::Language::polish); }
  ~InPolish() { trib::i18n::use(trib::i18n::Language::english); }
  InPolish(const InPolish&) = delete;
  InPolish& operator=(const InPolish&) = delete;
};
