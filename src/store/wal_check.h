#pragma once
// Whether a database's -wal lost committed transactions to damage (wal_check.cpp).

#include <optional>
#include <string>

namespace trib::store_detail {

// A sentence for the user when the -wal beside `path` holds transactions that SQLite's
// recovery will not read, because a frame before them fails its checksum (a torn write at
// a power cut, a disk fault); nullopt when it has none, or there is no -wal. Read before
// SQLite opens the file: the first connection to close after recovery removes the log.
std::optional<std::string> wal_damage(const std::string& path);

}  // namespace trib::store_detail
