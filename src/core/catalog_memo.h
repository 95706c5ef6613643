#pragma once
// Parsed catalogs remembered by their document. A stored session carries its whole
// resolved catalog, so replaying many sessions (an export, History, Records) meets the
// same few catalogs again and again: merging and validating one costs far more than
// comparing it with one seen before.

#include <algorithm>
#include <cstddef>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace trib {

template <class Parsed>
class CatalogMemo {
 public:
  // A database holds a handful of distinct catalogs per game (17 in all in the 100 000-session
  // benchmark, 9 of them River Wild's): with fewer kept than a game has, an export that
  // meets them in turn would parse every session's again.
  static constexpr std::size_t kKept = 32;

  // `parse(document)` (a Parsed), or the result of an earlier parse of an equal document.
  // A parse that throws is not remembered, so its error is raised again next time.
  template <class Parse>
  std::shared_ptr<const Parsed> get(const nlohmann::json& document, Parse&& parse) {
    {
      const std::lock_guard lock(mutex_);
      // The most recently used last: sessions of one catalog tend to come together.
      for (std::size_t i = entries_.size(); i-- > 0;) {
        if (entries_[i].first != document) continue;
        std::rotate(entries_.begin() + static_cast<std::ptrdiff_t>(i),
                    entries_.begin() + static_cast<std::ptrdiff_t>(i) + 1, entries_.end());
        return entries_.back().second;
      }
    }
    auto parsed = std::make_shared<const Parsed>(parse(document));
    const std::lock_guard lock(mutex_);
    if (entries_.size() == kKept) entries_.erase(entries_.begin());  // the least recently used
    entries_.emplace_back(document, parsed);
    return parsed;
  }

 private:
  std::mutex mutex_;
  std::vector<std::pair<nlohmann::json, std::shared_ptr<const Parsed>>> entries_;
};

}  // namespace trib
