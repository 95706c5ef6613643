// Reading and validating Wodny szlak's river tiles and starting tiles.

#include "games/wodny-szlak/catalog.h"
#include "core/text.h"

#include "core/catalog.h"
#include "core/data_dir.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/json_view.h"

namespace trib::wodny_szlak {

namespace {

const std::initializer_list<std::string_view> kEdgeNames = {"N", "E", "S", "W"};
const std::initializer_list<std::string_view> kCornerNames = {"NE", "SE", "SW", "NW"};

int index_of(std::initializer_list<std::string_view> names, const std::string& name) {
  int i = 0;
  for (std::string_view n : names) {
    if (n == name) return i;
    ++i;
  }
  return -1;
}

Edge read_edge(const JsonView& v) {
  return static_cast<Edge>(index_of(kEdgeNames, v.as_enum(kEdgeNames)));
}

// A list of distinct names from `names`, as a bit mask.
Mask read_mask(const JsonView& v, std::initializer_list<std::string_view> names) {
  Mask mask = 0;
  for (const JsonView& item : v.items()) {
    const Mask b = static_cast<Mask>(1u << index_of(names, item.as_enum(names)));
    if ((mask & b) != 0) item.fail(fill(_("\"{}\" is listed twice"), echo(item.as_string())));
    mask |= b;
  }
  return mask;
}

Obstacle read_obstacle(const JsonView& v) {
  v.expect_object({"kind", "value", "needs"});
  Obstacle o;
  o.kind = v.at("kind").as_enum({"mill", "sawmill"}) == "mill" ? ObstacleKind::Mill
                                                               : ObstacleKind::Sawmill;
  o.value = static_cast<int>(v.at("value").as_int(0, 99));
  o.needs = static_cast<int>(v.at("needs").as_int(0, 99));
  return o;
}

void read_item(const JsonView& v, Square& sq) {
  if (!v.is_object()) v.fail(_("expected an item object"));
  const std::string kind = v.at("kind").as_enum({"sack", "wood", "port"});
  if (kind == "port") {
    v.expect_object({"kind", "count"});
    sq.ports += v.has("count") ? static_cast<int>(v.at("count").as_int(1, 9)) : 1;
    return;
  }
  v.expect_object({"kind", "count", "arm"});
  CargoItem item;
  item.kind = kind == "sack" ? Cargo::Sack : Cargo::Wood;
  if (v.has("count")) item.count = static_cast<int>(v.at("count").as_int(1, 99));
  if (v.has("arm")) {
    const JsonView arm = v.at("arm");
    item.arm = read_edge(arm);
    if ((sq.arms & bit(*item.arm)) == 0)
      arm.fail(fill(_("the river has no arm {} here"), arm.as_string()));
  } else if (sq.obstacle) {
    v.fail(kind == "sack" ? _("on a square with a mill or sawmill a sack must name the \"arm\" "
                              "it floats on (above or below the bridge)")
                          : _("on a square with a mill or sawmill a wood must name the \"arm\" "
                              "it floats on (above or below the bridge)"));
  }
  sq.cargo.push_back(item);
}

Square read_square(const JsonView& v, bool with_group, Group* group) {
  if (with_group) {
    v.expect_object({"group", "arms", "obstacle", "items", "meadows"});
    // Without a group a hand-made tile is a base tile (in play at every player count).
    const std::string g =
        v.has("group") ? v.at("group").as_enum({"base", "sheep", "cows"}) : "base";
    *group = g == "base" ? Group::Base : g == "sheep" ? Group::Sheep : Group::Cows;
  } else {
    v.expect_object({"arms", "obstacle", "items", "meadows"});
  }
  Square sq;
  if (v.has("arms")) sq.arms = read_mask(v.at("arms"), kEdgeNames);
  if (v.has("meadows")) sq.meadows = read_mask(v.at("meadows"), kCornerNames);
  if (v.has("obstacle")) sq.obstacle = read_obstacle(v.at("obstacle"));
  if (v.has("items")) {
    for (const JsonView& item : v.at("items").items()) read_item(item, sq);
  }
  return sq;
}

RiverEnd read_end(const JsonView& v) {
  if (!v.is_array() || v.size() != 2) v.fail(_("expected [square index, edge], e.g. [0, \"N\"]"));
  return RiverEnd{static_cast<int>(v.at(0).as_int(0, 1)), read_edge(v.at(1))};
}

bool is_open_end(const Start& s, RiverEnd end) {
  const Edge inner = end.square == 0 ? Edge::E : Edge::W;
  return end.edge != inner && (s.squares[end.square].arms & bit(end.edge)) != 0;
}

int open_end_count(const Start& s) {
  int n = 0;
  for (int q = 0; q < 2; ++q) {
    for (Edge e : kEdges) n += is_open_end(s, RiverEnd{q, e}) ? 1 : 0;
  }
  return n;
}

Start read_start(const std::string& id, const JsonView& v) {
  v.expect_object({"squares", "inlets", "outlet"});
  Start s;
  s.id = id;
  const JsonView squares = v.at("squares");
  if (!squares.is_array() || squares.size() != 2)
    squares.fail(_("expected the two squares at (0,0) and (1,0)"));
  for (int q = 0; q < 2; ++q) s.squares[q] = read_square(squares.at(q), false, nullptr);
  const bool east = (s.squares[0].arms & bit(Edge::E)) != 0;
  const bool west = (s.squares[1].arms & bit(Edge::W)) != 0;
  if (east != west)
    squares.fail(_("square 0 arm E and square 1 arm W must both be there or both be absent"));
  const JsonView inlets = v.at("inlets");
  if (!inlets.is_array() || inlets.size() != 2)
    inlets.fail(_("expected exactly two tributary inlets"));
  std::vector<RiverEnd> ends = {read_end(inlets.at(0)), read_end(inlets.at(1)),
                                read_end(v.at("outlet"))};
  const std::vector<JsonView> where = {inlets.at(0), inlets.at(1), v.at("outlet")};
  for (std::size_t i = 0; i < ends.size(); ++i) {
    if (!is_open_end(s, ends[i])) where[i].fail(_("not an open river end of the starting tile"));
    for (std::size_t j = 0; j < i; ++j) {
      if (ends[j].square == ends[i].square && ends[j].edge == ends[i].edge)
        where[i].fail(_("river end listed twice"));
    }
  }
  if (open_end_count(s) != 3)
    squares.fail(_("the river ends must be exactly the two inlets and the outlet"));
  s.inlets = {ends[0], ends[1]};
  s.outlet = ends[2];
  for (int i = 0; i < 2; ++i) {
    if (s.inlets[i].square != s.outlet.square && !s.joined()) {
      where[i].fail(
          _("this inlet cannot reach the outlet: the halves are not joined by the river"));
    }
  }
  return s;
}

Scoring read_scoring(const JsonView& v) {
  v.expect_object({"port_tile", "meadows"});
  Scoring s;
  s.port_tile = static_cast<int>(v.at("port_tile").as_int(0, 99));
  const JsonView meadows = v.at("meadows");
  meadows.expect_object({"3", "4"});
  s.meadow_three = static_cast<int>(meadows.at("3").as_int(0, 99));
  s.meadow_four = static_cast<int>(meadows.at("4").as_int(0, 99));
  return s;
}

}  // namespace

std::string_view edge_name(Edge e) {
  return std::data(kEdgeNames)[static_cast<int>(e)];
}
std::string_view corner_name(int corner) {
  return std::data(kCornerNames)[corner & 3];
}
std::string_view group_name(Group g) {
  return g == Group::Base ? "base" : g == Group::Sheep ? "sheep" : "cows";
}

int Catalog::find_tile(std::string_view id) const {
  const auto it = tile_index.find(std::string(id));
  return it == tile_index.end() ? -1 : it->second;
}

int Catalog::find_start(std::string_view id) const {
  const auto it = start_index.find(std::string(id));
  return it == start_index.end() ? -1 : it->second;
}

bool group_in_play(Group group, int players) {
  switch (group) {
    case Group::Base:
      return true;
    case Group::Sheep:
      return players != 2;
    case Group::Cows:
      return players == 4;
  }
  return false;
}

Catalog parse_catalog(const nlohmann::json& document, const std::string& root_path, bool partial) {
  const JsonView root(document, root_path);
  root.expect_object({"tiles", "starts", "scoring", "ranks", "provenance"});
  if (root.has("provenance")) root.at("provenance").as_string();
  Catalog cat;
  if (root.has("scoring")) cat.scoring = read_scoring(root.at("scoring"));
  if (root.has("ranks")) {
    cat.ranks = read_ranks(root.at("ranks"));
  } else if (!partial) {
    cat.ranks = bundled_ranks();
  }
  for (const char* section : {"tiles", "starts"}) {
    if (!root.has(section)) {
      if (!partial) root.fail(fill(_("missing \"{}\""), section));
      continue;
    }
    const JsonView sec = root.at(section);
    const auto members = sec.members();
    if (!partial && members.empty()) sec.fail(_("at least one entry is needed"));
    for (const auto& [id, v] : members) {
      if (id.rfind("x-", 0) == 0) continue;  // notes, as everywhere in table files
      if (id.empty()) v.fail(_("an id must not be empty"));
      if (section == std::string("tiles")) {
        Tile t;
        t.id = id;
        t.square = read_square(v, true, &t.group);
        cat.tile_index[id] = static_cast<int>(cat.tiles.size());
        cat.tiles.push_back(std::move(t));
      } else {
        cat.start_index[id] = static_cast<int>(cat.starts.size());
        cat.starts.push_back(read_start(id, v));
      }
    }
  }
  return cat;
}

namespace {

nlohmann::json load_bundled() {
  nlohmann::json doc = load_catalog_file(game_data_file("wodny-szlak", "tiles.json").string());
  bundled_ranks();  // validates ranks.json, errors naming it
  doc["ranks"] = load_json_file(game_data_file("wodny-szlak", "ranks.json").string()).at("ranks");
  return doc;
}

}  // namespace

nlohmann::json load_catalog_file(const std::string& file) {
  nlohmann::json doc = load_json_file(file);
  try {
    parse_catalog(doc, "", false);
    if (!doc.contains("provenance")) JsonView(doc).fail(fill(_("missing \"{}\""), "provenance"));
  } catch (const InputError& error) {
    throw InputError(file + ": " + error.what(), error.path);
  }
  return doc;
}

const nlohmann::json& bundled_catalog_json() {
  static const nlohmann::json doc = load_bundled();
  return doc;
}

const Catalog& bundled_catalog_typed() {
  static const Catalog cat = parse_catalog(bundled_catalog_json(), "", false);
  return cat;
}

}  // namespace trib::wodny_szlak
