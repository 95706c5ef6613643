// The app's fonts in four roles, rebuilt when the font scale changes.

#include "ui/platform/fonts.h"

#include <fontconfig/fontconfig.h>
#include <imgui.h>

#include <filesystem>
#include <string_view>

namespace trib::ui {

namespace {

UiFonts g_fonts;

bool is_outline_font(const std::string& file) {
  const std::string_view name(file);
  const auto ends = [&](std::string_view suffix) {
    return name.size() >= suffix.size() && name.substr(name.size() - suffix.size()) == suffix;
  };
  std::error_code ignored;
  return (ends(".ttf") || ends(".otf")) && std::filesystem::is_regular_file(file, ignored);
}

// Asks fontconfig for `pattern`; accepts the answer only if it is the family we asked for
// (fontconfig always answers with *something*).
std::string fontconfig_file(const char* pattern, std::string_view family) {
  if (!FcInit()) return {};
  std::string found;
  FcPattern* query = FcNameParse(reinterpret_cast<const FcChar8*>(pattern));
  if (query == nullptr) return {};
  FcConfigSubstitute(nullptr, query, FcMatchPattern);
  FcDefaultSubstitute(query);
  FcResult result = FcResultNoMatch;
  if (FcPattern* match = FcFontMatch(nullptr, query, &result)) {
    FcChar8* file = nullptr;
    FcChar8* match_family = nullptr;
    if (FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch &&
        FcPatternGetString(match, FC_FAMILY, 0, &match_family) == FcResultMatch &&
        std::string_view(reinterpret_cast<const char*>(match_family)) == family) {
      found = reinterpret_cast<const char*>(file);
    }
    FcPatternDestroy(match);
  }
  FcPatternDestroy(query);
  return is_outline_font(found) ? found : std::string();
}

struct FontFiles {
  std::string regular, bold;
};

FontFiles find_font_files() {
  struct Candidate {
    const char* family;
    const char* regular_pattern;
    const char* bold_pattern;
    const char* regular_path;
    const char* bold_path;
  };
  static const Candidate candidates[] = {
      {"DejaVu Sans", "DejaVu Sans:style=Book",  // not translated: font names
       "DejaVu Sans:style=Bold",                 // not translated: a font name
       "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
       "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"},
      {"Noto Sans", "Noto Sans:style=Regular",  // not translated: font names
       "Noto Sans:style=Bold",                  // not translated: a font name
       "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
       "/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf"},
  };
  for (const Candidate& c : candidates) {
    FontFiles files{fontconfig_file(c.regular_pattern, c.family),
                    fontconfig_file(c.bold_pattern, c.family)};
    if (files.regular.empty() && is_outline_font(c.regular_path)) files.regular = c.regular_path;
    if (files.bold.empty() && is_outline_font(c.bold_path)) files.bold = c.bold_path;
    if (!files.regular.empty()) {
      if (files.bold.empty()) files.bold = files.regular;
      return files;
    }
  }
  return {};
}

// Latin with Polish letters, typographic punctuation (– — … ×), arrows, geometric shapes
// (▶ ◀ ▾) and the few symbols the UI uses (⚑ ★).
const ImWchar* glyph_ranges() {
  static const ImWchar ranges[] = {0x0020, 0x00FF, 0x0100, 0x017F, 0x2010, 0x2044,
                                   0x2190, 0x21FF, 0x2212, 0x2212, 0x25A0, 0x25FF,
                                   0x2600, 0x26FF, 0x2713, 0x2717, 0};
  return ranges;
}

}  // namespace

const UiFonts& fonts() {
  return g_fonts;
}

void build_fonts(float scale) {
  static const FontFiles files = find_font_files();
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  g_fonts = UiFonts{};
  const float base = 16.0f * scale;
  if (!files.regular.empty()) {
    ImFontConfig config;
    config.OversampleH = 2;
    config.OversampleV = 1;
    const auto add = [&](const std::string& file, float size) {
      return io.Fonts->AddFontFromFileTTF(file.c_str(), size, &config, glyph_ranges());
    };
    g_fonts.regular = add(files.regular, base);
    g_fonts.bold = add(files.bold, base);
    g_fonts.heading = add(files.bold, base * 1.45f);
    g_fonts.small = add(files.regular, base * 0.85f);
    if (g_fonts.regular && g_fonts.bold && g_fonts.heading && g_fonts.small) {
      g_fonts.regular_file = files.regular;
      io.FontDefault = g_fonts.regular;
      return;
    }
    io.Fonts->Clear();
    g_fonts = UiFonts{};
  }
  ImFontConfig config;
  config.SizePixels = 13.0f * scale;
  g_fonts.regular = io.Fonts->AddFontDefault(&config);
  g_fonts.bold = g_fonts.heading = g_fonts.small = g_fonts.regular;
  io.FontDefault = g_fonts.regular;
}

}  // namespace trib::ui
