#pragma once
// The typed catalog a "New session" dialog reads its choices from. The dialog draws every
// frame, so the catalog is parsed again only when its JSON changes (one cache per dialog);
// a catalog that cannot be read is said in the dialog instead of its options.

#include <exception>
#include <nlohmann/json.hpp>
#include <string>

#include "core/fill.h"
#include "core/i18n.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

// The parsed catalog, or nullptr (after saying why) when it cannot be read.
// `parse(json)` returns the typed catalog or throws.
template <class Catalog, class Parse>
const Catalog* setup_catalog(const nlohmann::json& catalog, Parse parse) {
  static nlohmann::json source;
  static Catalog parsed;
  static std::string error;
  static bool ready = false;
  if (!ready || source != catalog) {
    ready = true;
    source = catalog;
    error.clear();
    try {
      parsed = parse(catalog);
    } catch (const std::exception& e) {
      parsed = Catalog();
      error = e.what();
    }
  }
  if (!error.empty()) {
    muted(fill(_("The catalog cannot be read: {}"), error).c_str());
    return nullptr;
  }
  return &parsed;
}

}  // namespace trib::ui
