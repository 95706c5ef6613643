// CatalogMemo: an equal catalog document is parsed once; a failed parse is not remembered.

#include <doctest/doctest.h>

#include <stdexcept>

#include "core/catalog_memo.h"

namespace {

struct CountingCatalogParse {
  int* calls;
  std::size_t operator()(const nlohmann::json& document) const {
    ++*calls;
    if (document.contains("broken")) throw std::runtime_error("broken catalog");
    return document.size();
  }
};

}  // namespace

TEST_CASE("an equal catalog document is parsed once and shares its result") {
  trib::CatalogMemo<std::size_t> memo;
  int calls = 0;
  const nlohmann::json first = {{"cards", {1, 2, 3}}};
  const auto a = memo.get(first, CountingCatalogParse{&calls});
  const auto b = memo.get(nlohmann::json::parse(first.dump()), CountingCatalogParse{&calls});
  CHECK(calls == 1);
  CHECK(a.get() == b.get());
  const auto other = memo.get({{"cards", {1, 2, 4}}}, CountingCatalogParse{&calls});
  CHECK(calls == 2);
  CHECK(other.get() != a.get());
}

TEST_CASE("a catalog that fails to parse fails again, not from memory") {
  trib::CatalogMemo<std::size_t> memo;
  int calls = 0;
  const nlohmann::json broken = {{"broken", true}};
  CHECK_THROWS_WITH(memo.get(broken, CountingCatalogParse{&calls}), "broken catalog");
  CHECK_THROWS_WITH(memo.get(broken, CountingCatalogParse{&calls}), "broken catalog");
  CHECK(calls == 2);
}

TEST_CASE("the memo keeps the catalogs used last and parses an evicted one again") {
  using Memo = trib::CatalogMemo<std::size_t>;
  Memo memo;
  int calls = 0;
  const int kept = static_cast<int>(Memo::kKept);
  for (int i = 0; i < kept; ++i) memo.get({{"id", i}}, CountingCatalogParse{&calls});
  CHECK(calls == kept);
  memo.get({{"id", 0}}, CountingCatalogParse{&calls});  // used again: now the latest
  CHECK(calls == kept);
  memo.get({{"id", kept}}, CountingCatalogParse{&calls});  // one too many: evicts id 1
  CHECK(calls == kept + 1);
  memo.get({{"id", 0}}, CountingCatalogParse{&calls});
  CHECK(calls == kept + 1);
  memo.get({{"id", 1}}, CountingCatalogParse{&calls});
  CHECK(calls == kept + 2);
}
