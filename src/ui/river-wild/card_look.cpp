// One card of the edited catalog read by the engine, for the card painter.

#include "ui/river-wild/card_look.h"

#include <map>

#include "core/input_error.h"

namespace trib::ui::rw_ui {

namespace {

using nlohmann::json;
namespace rw = trib::river_wild;

std::optional<rw::Catalog> read(const json& document) {
  try {
    return rw::parse_catalog(document, "");
  } catch (const InputError&) {
    return std::nullopt;
  }
}

CardLook look_up(const json& catalog, const std::string& id) {
  // One card and the source card, with the deck's grid and the catalog's ranks (so that no
  // data file is read while drawing).
  json document = {{"grid", catalog.at("grid")}, {"ranks", catalog.at("ranks")}};
  const bool source = id == rw::kSourceId;
  document["source"] = catalog.at("source");
  if (source) {
    document["cards"] = {{"face", catalog.at("source")}};
  } else {
    document["cards"] = {{id, catalog.at("cards").at(id)}};
  }
  CardLook look;
  look.index = source ? rw::kSourceCard : 0;
  look.catalog = read(document);
  if (!look.catalog) {
    look.items_left_out = true;
    document["source"]["items"] = json::array();
    document["cards"].begin().value()["items"] = json::array();
    look.catalog = read(document);
  }
  return look;
}

struct Cache {
  const catalog_edit::Editor* editor = nullptr;
  std::size_t revision = 0;
  std::map<std::string, CardLook> cards;
};

}  // namespace

const CardLook& card_look(const catalog_edit::Editor& editor, const std::string& card_id) {
  static Cache cache;  // the UI thread's; refilled when the catalog changes
  if (cache.editor != &editor || cache.revision != editor.revision()) {
    cache = Cache{&editor, editor.revision(), {}};
  }
  auto it = cache.cards.find(card_id);
  if (it == cache.cards.end()) {
    it = cache.cards.emplace(card_id, look_up(editor.catalog(), card_id)).first;
  }
  return it->second;
}

}  // namespace trib::ui::rw_ui
