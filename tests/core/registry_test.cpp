// The registry's order of games.

#include <doctest/doctest.h>

#include "core/registry.h"

namespace {

using nlohmann::json;

// A game that only has an identity.
class NamedGame : public trib::Game {
 public:
  NamedGame(std::string_view id, int order) : id_(id), order_(order) {}
  std::string_view id() const override { return id_; }
  std::string_view name() const override { return id_; }
  std::string_view blurb() const override { return "A game with a name."; }
  int min_players() const override { return 1; }
  int max_players() const override { return 1; }
  int order() const override { return order_ ? order_ : Game::order(); }
  json bundled_catalog() const override { return json::object(); }
  json resolve_catalog(const json& overrides) const override { return overrides; }

 protected:
  std::unique_ptr<trib::Match> make_match(const trib::TableFile&) const override { return nullptr; }

 private:
  std::string_view id_;
  int order_;
};

std::vector<std::string_view> ids(const std::vector<const trib::Game*>& games) {
  std::vector<std::string_view> out;
  for (const trib::Game* game : games) out.push_back(game->id());
  return out;
}

}  // namespace

TEST_CASE("games are listed by their order, then games without one alphabetically by id") {
  // The orders go against the alphabet, so only the order can put them first.
  const NamedGame zebra("zebra", 0), first("otter", 1), second("kingfisher", 2), apple("apple", 0),
      fourth("beaver", 4), third("heron", 3);
  const auto sorted = trib::in_list_order({&zebra, &first, &second, &apple, &fourth, &third});
  CHECK(ids(sorted) ==
        std::vector<std::string_view>{"otter", "kingfisher", "heron", "beaver", "apple", "zebra"});
}
