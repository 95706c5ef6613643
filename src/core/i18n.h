#pragma once
// The words the app shows, in the player's language: English (the source text) or Polish,
// by GNU gettext with the catalog in share/locale (or the build tree's locale/).
//
//   ImGui::Button(_("Undo"));                          a literal shown as is
//   fill(_("{} has no tile \"{}\"."), name, id)        a sentence with values in it
//   fill(P_("{} tile", "{} tiles", n), n)              a count: Polish has three forms
//   static const char* kTabs[] = {N_("Home"), …};      marked here, translated where shown:
//   _(kTabs[i])
//
// What never changes with the language: rule ids, JSON keys, table files, the database and
// every --json document. Code that writes those runs under EnglishScope (or the CLI's
// --json, which keeps the whole process English), so a message or label built for them is
// the source text byte for byte.

#include <string>

namespace trib::i18n {

enum class Language { english, polish };

// Reads the system's choice (LANGUAGE, LC_ALL, LC_MESSAGES, LANG: Polish when the first
// set one starts with "pl") and binds the catalog. Call once, first thing in main().
void start();
// What start() found: the language of "System default" in Settings.
Language system_language();
// Switches every later lookup, live: no cached text survives (call between frames).
void use(Language language);
Language current();

// The translation of `msgid`, or `msgid` itself in English or when the catalog lacks it.
const char* translate(const char* msgid);
// The form of a counted phrase for `count` (English: singular for 1, else plural).
const char* translate_plural(const char* singular, const char* plural, unsigned long count);
// `msgid` in a context, for one English word that needs two Polish ones.
const char* translate_in_context(const char* context, const char* msgid);

// English for as long as it lives, whatever the player chose: for files and --json.
class EnglishScope {
 public:
  EnglishScope();
  ~EnglishScope();
  EnglishScope(const EnglishScope&) = delete;
  EnglishScope& operator=(const EnglishScope&) = delete;

 private:
  Language before_;
};

}  // namespace trib::i18n

#define _(msgid) ::trib::i18n::translate(msgid)
#define N_(msgid) msgid
#define P_(singular, plural, count) ::trib::i18n::translate_plural(singular, plural, count)
#define C_(context, msgid) ::trib::i18n::translate_in_context(context, msgid)
