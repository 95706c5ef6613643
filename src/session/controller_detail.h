#pragma once
// What the session controller's files share: an engine's answer with malformed input
// caught, and a failed write in the words the error banner uses.

#include <exception>
#include <string>

#include "core/fill.h"
#include "core/i18n.h"
#include "core/verdict.h"
#include "store/store.h"

namespace trib::session_detail {

// An engine's answer for a move a view entered, malformed input included.
template <class Ask>
Verdict guarded(Ask&& ask) {
  try {
    return ask();
  } catch (const std::exception& error) {
    return illegal("malformed-move", error.what());
  }
}

// What the error banner says about a failed write: a stale view (another window wrote to
// the session) in the store's own words, anything else as a database error.
inline std::string write_error(const std::exception& error) {
  const auto* store_error = dynamic_cast<const StoreError*>(&error);
  if (store_error && store_error->kind == StoreError::Kind::stale) return error.what();
  return fill(_("Database error: {}"), error.what());
}

}  // namespace trib::session_detail
