// gettext behind the app's two languages. English never asks the catalog: the source text is
// the English text. Polish asks glibc's libintl, made to answer whatever the system's locale:
// the catalog's own directory and UTF-8 output are bound, LANGUAGE names "pl", and
// LC_MESSAGES is at least C.UTF-8 (gettext ignores LANGUAGE under the plain "C" locale, the
// one a machine without locales has). Only LC_MESSAGES is taken from the environment: the
// numbers the app reads and writes keep the "C" locale's decimal point.

#include "core/i18n.h"

#include <libintl.h>

#include <clocale>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>

#include "core/data_dir.h"

namespace trib::i18n {

namespace {

constexpr const char* kDomain = "tributary";

Language active = Language::english;
// LANGUAGE as the system set it, put back for English so the system's own messages
// (strerror) are not left in Polish after a switch.
std::optional<std::string> system_language_variable;
bool language_variable_set = false;
Language from_system = Language::english;
bool catalog_bound = false;

bool names_polish(const char* value) {
  return value != nullptr && std::strncmp(value, "pl", 2) == 0;
}

// The first of the variables gettext consults that is set and not empty.
const char* first_set(std::initializer_list<const char*> variables) {
  for (const char* variable : variables) {
    const char* value = std::getenv(variable);
    if (value != nullptr && *value != '\0') return value;
  }
  return nullptr;
}

void bind_catalog() {
  if (catalog_bound) return;
  catalog_bound = true;
  if (std::setlocale(LC_MESSAGES, "") == nullptr) std::setlocale(LC_MESSAGES, "C.UTF-8");
  const char* messages = std::setlocale(LC_MESSAGES, nullptr);
  if (messages == nullptr || std::strcmp(messages, "C") == 0 ||
      std::strcmp(messages, "POSIX") == 0) {
    std::setlocale(LC_MESSAGES, "C.UTF-8");
  }
  bindtextdomain(kDomain, locale_dir().c_str());
  bind_textdomain_codeset(kDomain, "UTF-8");
}

}  // namespace

void start() {
  from_system = names_polish(first_set({"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}))
                    ? Language::polish
                    : Language::english;
  use(from_system);
}

Language system_language() {
  return from_system;
}

void use(Language language) {
  active = language;
  if (language != Language::polish) {
    if (!language_variable_set) return;
    language_variable_set = false;
    if (system_language_variable) {
      setenv("LANGUAGE", system_language_variable->c_str(), 1);
    } else {
      unsetenv("LANGUAGE");
    }
    textdomain(kDomain);
    return;
  }
  bind_catalog();
  if (!language_variable_set) {
    const char* before = std::getenv("LANGUAGE");
    system_language_variable =
        before ? std::optional<std::string>(before) : std::optional<std::string>();
    language_variable_set = true;
  }
  setenv("LANGUAGE", "pl", 1);
  // textdomain() bumps libintl's counter of catalog changes, so no lookup made under the
  // previous LANGUAGE is answered from its cache.
  textdomain(kDomain);
}

Language current() {
  return active;
}

const char* translate(const char* msgid) {
  if (active == Language::english || msgid == nullptr || *msgid == '\0') return msgid;
  return dgettext(kDomain, msgid);
}

const char* translate_plural(const char* singular, const char* plural, unsigned long count) {
  if (active == Language::english) return count == 1 ? singular : plural;
  return dngettext(kDomain, singular, plural, count);
}

const char* translate_in_context(const char* context, const char* msgid) {
  if (active == Language::english) return msgid;
  // A context is stored in the catalog as "context\x04msgid" (gettext's pgettext).
  thread_local std::string key;
  key.assign(context).append(1, '\x04').append(msgid);
  const char* found = dgettext(kDomain, key.c_str());
  return found == key.c_str() ? msgid : found;
}

EnglishScope::EnglishScope() : before_(active) {
  active = Language::english;
}

EnglishScope::~EnglishScope() {
  active = before_;
}

}  // namespace trib::i18n
