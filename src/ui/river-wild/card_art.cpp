// Drawing River Wild card faces, animals, goals and runestones with ImDrawList shapes.

#include "ui/river-wild/card_art.h"
#include "ui/platform/theme.h"

#include <algorithm>
#include <cfloat>
#include <string>
#include <vector>

#include "core/fill.h"
#include "core/i18n.h"
#include "ui/platform/fonts.h"
#include "ui/widgets/widgets.h"

namespace trib::ui::rw_ui {

namespace {

constexpr float kDetailPx = 7.0f;  // below this cell size, cells are flat colours

// A point at (x, y) cells from `o`, with cell size `s`.
ImVec2 at(ImVec2 o, float s, float x, float y) {
  return ImVec2(o.x + x * s, o.y + y * s);
}

void land_cell(ImDrawList* d, ImVec2 o, float s, float a, bool odd) {
  d->AddRectFilled(o, at(o, s, 1, 1), odd ? rgba(98, 158, 70, a) : rgba(106, 166, 78, a));
  if (s < kDetailPx * 2) return;
  const ImU32 grass = rgba(80, 138, 58, a * 0.8f);
  const float x = odd ? 0.3f : 0.62f;
  const float y = odd ? 0.7f : 0.4f;
  const float t = std::clamp(s * 0.03f, 1.0f, 2.0f);
  d->AddLine(at(o, s, x, y), at(o, s, x - 0.05f, y - 0.1f), grass, t);
  d->AddLine(at(o, s, x, y), at(o, s, x + 0.05f, y - 0.12f), grass, t);
}

void river_cell(ImDrawList* d, ImVec2 o, float s, float a, bool odd) {
  d->AddRectFilled(o, at(o, s, 1, 1), rgba(50, 118, 200, a));
  if (s < kDetailPx) return;
  const float y = odd ? 0.62f : 0.36f;
  ImVec2 wave[5];
  for (int i = 0; i < 5; ++i) {
    const float t = static_cast<float>(i) / 4.0f;
    const float lift = (i % 2 == 0 ? 0.0f : (i == 1 ? -0.07f : 0.07f));
    wave[i] = at(o, s, 0.18f + 0.64f * t, y + lift);
  }
  d->AddPolyline(wave, 5, rgba(150, 202, 244, a * 0.9f), 0, std::max(1.0f, s * 0.06f));
}

void mountain_cell(ImDrawList* d, ImVec2 o, float s, float a) {
  d->AddRectFilled(o, at(o, s, 1, 1), rgba(112, 104, 94, a));
  if (s < kDetailPx * 0.6f) return;
  const ImVec2 top = at(o, s, 0.5f, 0.14f);
  const ImVec2 left = at(o, s, 0.1f, 0.86f);
  const ImVec2 right = at(o, s, 0.9f, 0.86f);
  d->AddTriangleFilled(top, right, left, rgba(176, 172, 168, a));
  d->AddTriangleFilled(top, right, at(o, s, 0.5f, 0.86f), rgba(140, 136, 132, a));
  d->AddTriangleFilled(top, at(o, s, 0.62f, 0.35f), at(o, s, 0.38f, 0.35f), rgba(244, 244, 248, a));
}

void goal_badge(const FacePaint& p, const rw::Catalog& catalog, const rw::Item& item,
                ImVec2 cell_min) {
  const float s = p.cell;
  std::vector<rw::Animal> icons = item.goal.icons;
  if (item.goal.kind == rw::Goal::Kind::Each) {
    icons.assign(rw::kAnimals.begin(), rw::kAnimals.end());
  }
  const bool any = item.goal.kind == rw::Goal::Kind::Any;
  const float step = 0.42f;
  const float row = any ? 0.9f : step * static_cast<float>(icons.size());
  const float width = std::max(row, 0.9f) + 0.16f;
  const float height = 0.98f;
  // Centred on the goal's cell, kept inside the card face.
  const float face_w = static_cast<float>(catalog.width) * s;
  const float left_limit = p.origin.x + 0.04f * s;
  const float right_limit = p.origin.x + face_w - 0.04f * s - width * s;
  const float x0 = std::clamp(cell_min.x + (0.5f - width * 0.5f) * s, left_limit, right_limit);
  const ImVec2 min(x0, cell_min.y + 0.01f * s);
  const ImVec2 max(x0 + width * s, min.y + height * s);
  p.draw->AddRectFilled(min, max, rgba(242, 230, 192, p.alpha), 0.18f * s);
  p.draw->AddRect(min, max, rgba(120, 84, 40, p.alpha), 0.18f * s, 0, std::max(1.0f, 0.05f * s));
  const float icon_y = min.y + 0.31f * s;
  float x = min.x + (width * 0.5f - row * 0.5f + step * 0.5f) * s;
  if (any) {
    p.draw->AddCircleFilled(ImVec2(x, icon_y), 0.19f * s, rgba(130, 130, 130, p.alpha));
    draw_text_centred(p.draw, ImVec2(x, icon_y), 0.3f * s, rgba(255, 255, 255, p.alpha), "?");
    const std::string times = "\u00d7" + std::to_string(item.goal.any);
    draw_text_centred(p.draw, ImVec2(x + 0.42f * s, icon_y), 0.32f * s, rgba(60, 40, 20, p.alpha),
                      times.c_str());
  } else {
    for (rw::Animal animal : icons) {
      draw_animal_token(p.draw, ImVec2(x, icon_y), 0.19f * s, animal, p.alpha);
      x += step * s;
    }
  }
  const std::string points = std::to_string(item.points[0]) + "/" + std::to_string(item.points[1]);
  draw_text_centred(p.draw, ImVec2((min.x + max.x) * 0.5f, min.y + 0.72f * s), 0.38f * s,
                    rgba(60, 40, 20, p.alpha), points.c_str());
}

// A runestone sharing its cell with an animal or goal is drawn smaller, in the cell's
// top-right corner and on top, so both stay readable.
void runestone(const FacePaint& p, ImVec2 cell_min, bool shared) {
  const float s = p.cell;
  const ImVec2 c = shared ? ImVec2(cell_min.x + 0.9f * s, cell_min.y + 0.08f * s)
                          : ImVec2(cell_min.x + 0.5f * s, cell_min.y + 0.5f * s);
  const float h = (shared ? 0.22f : 0.38f) * s;
  const ImVec2 pts[4] = {ImVec2(c.x, c.y - h), ImVec2(c.x + h * 0.8f, c.y), ImVec2(c.x, c.y + h),
                         ImVec2(c.x - h * 0.8f, c.y)};
  p.draw->AddConvexPolyFilled(pts, 4, rgba(140, 78, 196, p.alpha));
  p.draw->AddPolyline(pts, 4, rgba(226, 196, 255, p.alpha), ImDrawFlags_Closed,
                      std::max(1.0f, 0.05f * s));
  if (s < kDetailPx * 1.5f) return;
  const ImU32 rune = rgba(236, 220, 255, p.alpha);
  const float t = std::max(1.0f, 0.05f * s);
  p.draw->AddLine(ImVec2(c.x, c.y - h * 0.55f), ImVec2(c.x, c.y + h * 0.55f), rune, t);
  p.draw->AddLine(ImVec2(c.x, c.y - h * 0.15f), ImVec2(c.x + h * 0.35f, c.y - h * 0.45f), rune, t);
  p.draw->AddLine(ImVec2(c.x, c.y + h * 0.1f), ImVec2(c.x - h * 0.35f, c.y - h * 0.2f), rune, t);
}

}  // namespace

ImU32 animal_colour(rw::Animal animal, float alpha) {
  switch (animal) {
    case rw::Animal::Frog:
      return rgba(196, 222, 64, alpha);
    case rw::Animal::Jackalope:
      return rgba(178, 120, 70, alpha);
    case rw::Animal::Unicorn:
      return rgba(238, 146, 206, alpha);
    case rw::Animal::Dragon:
      return rgba(214, 58, 48, alpha);
  }
  return rgba(128, 128, 128, alpha);
}

const char* animal_letter(rw::Animal animal) {
  switch (animal) {
    case rw::Animal::Frog:
      // TRANSLATORS: the letters on River Wild's animal tokens, each its animal's initial.
      return C_("token of a frog", "F");
    case rw::Animal::Jackalope:
      return C_("token of a jackalope", "J");
    case rw::Animal::Unicorn:
      return C_("token of a unicorn", "U");
    case rw::Animal::Dragon:
      return C_("token of a dragon", "D");
  }
  return "?";
}

void draw_animal_token(ImDrawList* draw, ImVec2 centre, float radius, rw::Animal animal,
                       float alpha) {
  draw->AddCircleFilled(centre, radius, animal_colour(animal, alpha));
  draw->AddCircle(centre, radius, rgba(24, 24, 24, alpha * 0.85f), 0,
                  std::max(1.0f, radius * 0.14f));
  const bool dark_text = animal == rw::Animal::Frog || animal == rw::Animal::Unicorn;
  const ImU32 ink = dark_text ? rgba(30, 30, 30, alpha) : rgba(255, 255, 255, alpha);
  draw_text_centred(draw, centre, radius * 1.35f, ink, animal_letter(animal));
}

void draw_card_face(const FacePaint& p, const rw::Catalog& catalog, int card, bool back) {
  const float s = p.cell;
  for (int r = 0; r < catalog.height; ++r) {
    for (int c = 0; c < catalog.width; ++c) {
      const ImVec2 o = at(p.origin, s, static_cast<float>(c), static_cast<float>(r));
      const bool odd = (r + c) % 2 == 1;
      switch (catalog.cell(card, back, r, c)) {
        case rw::Cell::Land:
          land_cell(p.draw, o, s, p.alpha, odd);
          break;
        case rw::Cell::River:
          river_cell(p.draw, o, s, p.alpha, odd);
          break;
        case rw::Cell::Mountain:
          mountain_cell(p.draw, o, s, p.alpha);
          break;
      }
    }
  }
  const rw::Card& face = catalog.card(card);
  const auto cell_origin = [&](const rw::Item& item) {
    const int col = back ? catalog.width - 1 - item.col : item.col;
    return at(p.origin, s, static_cast<float>(col), static_cast<float>(item.row));
  };
  for (const rw::Item& item : face.items) {
    if (item.kind == rw::Item::Kind::Animal) {
      draw_animal_token(p.draw, at(cell_origin(item), s, 0.5f, 0.5f), 0.4f * s, item.animal,
                        p.alpha);
    } else if (item.kind == rw::Item::Kind::Goal) {
      goal_badge(p, catalog, item, cell_origin(item));
    }
  }
  if (face.runestone >= 0) {
    const rw::Item& stone = face.items[static_cast<std::size_t>(face.runestone)];
    const bool shared = std::any_of(face.items.begin(), face.items.end(), [&](const rw::Item& i) {
      return i.kind != rw::Item::Kind::Runestone && i.row == stone.row && i.col == stone.col;
    });
    runestone(p, cell_origin(stone), shared);
  }
  const ImVec2 end =
      at(p.origin, s, static_cast<float>(catalog.width), static_cast<float>(catalog.height));
  p.draw->AddRect(p.origin, end, rgba(16, 20, 26, p.alpha * 0.9f), 0, 0,
                  std::clamp(s * 0.08f, 1.0f, 2.5f));
}

std::string card_summary(const rw::Catalog& catalog, int card) {
  std::string text;
  const auto add = [&text](const std::string& part) {
    text += (text.empty() ? "" : " \u00b7 ") + part;
  };
  for (const rw::Item& item : catalog.card(card).items) {
    if (item.kind == rw::Item::Kind::Animal) add(rw::animal_label(item.animal));
  }
  for (const rw::Item& item : catalog.card(card).items) {
    if (item.kind != rw::Item::Kind::Goal) continue;
    // TRANSLATORS: a goal on a card: what it asks for, its points (largest land/other).
    add(fill(_("goal {} ({}/{})"), item.goal.describe(), item.points[0], item.points[1]));
  }
  if (catalog.card(card).runestone >= 0) add(_("runestone"));
  return text.empty() ? _("no animals or goals") : text;
}

void card_preview(const rw::Catalog& catalog, int card, bool back, float cell_px) {
  const ImVec2 size(cell_px * static_cast<float>(catalog.width),
                    cell_px * static_cast<float>(catalog.height));
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  draw_card_face({ImGui::GetWindowDrawList(), origin, cell_px, 1.0f}, catalog, card, back);
  ImGui::Dummy(size);
  const std::string& id = catalog.card(card).id;
  ImGui::TextUnformatted(
      (back ? fill(_("{} (back, mirrored)"), id) : fill(_("{} (front)"), id)).c_str());
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + std::max(size.x, ImGui::GetFontSize() * 16));
  ImGui::TextDisabled("%s", card_summary(catalog, card).c_str());
  ImGui::PopTextWrapPos();
}

}  // namespace trib::ui::rw_ui
