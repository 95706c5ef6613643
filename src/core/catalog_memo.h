#pragma once
// Parsed catalogs remembered by their document. A stored session carries its whole
// resolved catalog, so replaying many sessions (an export, History, Records) meets the
// same few catalogs again and again: merging and validating one costs far more than
// comparing it with one seen before.

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
  // `parse(document)` (a Parsed), or the result of an earlier parse of an equal document.
  // A parse that throws is not remembered, so its error is raised again next time.
  template <class Parse>
  std::shared_ptr<const Parsed> get(const nlohmann::json& document, Parse&& parse) {
    {
      const std::lock_guard lock(mutex_);
      for (std::size_t i = 0; i < entries_.size(); ++i) {
        if (entries_[i].first == document) return entries_[i].second;
      }
    }
    auto parsed = std::make_shared<const Parsed>(parse(document));
    const std::lock_guard lock(mutex_);
    if (entries_.size() == kKept) entries_.erase(entries_.begin());
    entries_.emplace_back(document, parsed);
    return parsed;
  }

 private:
  static constexpr std::size_t kKept = 8;  // a database holds a handful of distinct catalogs
  std::mutex mutex_;
  std::vector<std::pair<nlohmann::json, std::shared_ptr<const Parsed>>> entries_;
};

}  // namespace trib
