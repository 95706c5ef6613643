#pragma once
// Category points for sessions the store holds without them (stored before schema 5, or
// merged or repaired in): the store has no game code, so the app scores each again from
// its stored table and move log and hands the scoreboard back.

#include <cstddef>

#include "store/store.h"

namespace trib {

// Scores up to `batch` waiting sessions again and stores their category points in one
// transaction; returns how many were taken (0: none waits, or the store is read-only).
std::size_t backfill_categories_batch(Store& store, int batch = 500);

// Batches until none waits; returns how many sessions were taken.
std::size_t backfill_categories(Store& store, int batch = 500);

}  // namespace trib
