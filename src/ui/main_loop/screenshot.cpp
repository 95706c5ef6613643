// take_screenshot: renders one view (or an opened table file) through the same frame code
// as the window, reads the back buffer and writes a PNG. Used by the GUI smoke test.

#include <stb_image_write.h>

#include <chrono>
#include <cstdlib>
#include <iostream>

#include "core/fill.h"
#include "core/i18n.h"
#include "core/registry.h"
#include "ui/main_loop/main_loop.h"
#include "ui/platform/layout_check.h"
#include "ui/platform/window.h"
#include "ui/session/results_card.h"
#include "ui/shell/app_setup.h"
#include "ui/shell/views.h"
#include "ui/state/app_state.h"

namespace trib::ui {

namespace {

// ImGui needs a few frames: the first lays out windows whose size depends on their
// content, the next ones use those sizes; popups open one frame after they are asked for.
constexpr int kSettleFrames = 6;

// --view results --open FILE: the results card of a finished table file, alone in the PNG
// (the window is opened only for its OpenGL context). --size does not apply: the card's
// size follows the font scale.
int write_card_screenshot(const GuiOptions& options, const std::string& png_path) {
  if (!options.open_file) {
    std::cerr << "tributary: " << _("--view results needs --open FILE (a finished table file)")
              << '\n';
    return 2;
  }
  App app;
  init_app(app, options, /*screenshot_mode=*/true);
  if (!app.session) {
    std::cerr << "tributary: " << app.session_error << '\n';
    return 2;
  }
  if (!app.session->finished()) {
    std::cerr << "tributary: "
              << fill(_("{} is not finished: its results card has no results yet"),
                      *options.open_file)
              << '\n';
    return 2;
  }
  Window window;
  if (!open_window(app, options, /*screenshot_mode=*/true, window)) return 4;
  if (app.style_dirty) apply_style(app, window);
  const ResultsCardData card = results_card_data(*app.session, app.store.get());
  if (const std::string error = write_results_card(card, app.session.get(), png_path);
      !error.empty()) {
    std::cerr << "tributary: " << error << '\n';
    return 4;
  }
  return 0;
}

}  // namespace

int take_screenshot(const GuiOptions& options, const std::string& png_path) {
  if (options.view == "results") return write_card_screenshot(options, png_path);
  if (!options.open_file && !parse_view(options.view)) {
    const char* views =
        "home, history, records, settings, "  // not translated: option values
        "about, session, catalog, player, results";
    std::cerr << "tributary: " << fill(_("unknown view \"{}\" ({})"), options.view, views) << '\n';
    return 2;
  }
  if (options.view == "catalog" && !options.game.empty() && find_game(options.game) == nullptr) {
    std::string known;
    for (const Game* game : all_games())
      known += (known.empty() ? "" : ", ") + std::string(game->id());
    std::cerr << "tributary: " << fill(_("unknown game \"{}\" ({})"), options.game, known) << '\n';
    return 2;
  }
  if (options.view == "player" && options.player.empty()) {
    std::cerr << "tributary: " << _("--view player needs --player NAME") << '\n';
    return 2;
  }
  App app;
  init_app(app, options, /*screenshot_mode=*/true);

  Window window;
  if (!open_window(app, options, /*screenshot_mode=*/true, window)) return 4;
  double layout_ms = 0;  // building the last frame (the UI code), without GPU work
  for (int frame = 0; frame < kSettleFrames; ++frame) {
    if (app.style_dirty) apply_style(app, window);
    window.render([&app, &layout_ms] {
      const auto start = std::chrono::steady_clock::now();
      draw_shell(app);
      layout_ms =
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
              .count();
    });
    if (frame + 1 < kSettleFrames) window.present();
  }
  if (const char* stats = std::getenv("TRIBUTARY_FRAME_STATS"); stats && *stats == '1') {
    std::cerr << "frame layout: " << layout_ms << " ms\n";  // not translated: for scripts
  }
  std::vector<std::string> overflows;
  if (const char* check = std::getenv("TRIBUTARY_CHECK_LAYOUT"); check && *check == '1') {
    overflows = layout_defects();
    for (const std::string& overflow : overflows) {
      std::cerr << "layout: " << overflow << '\n';  // not translated: the tests' marker
    }
  }

  std::vector<unsigned char> pixels;
  int width = 0, height = 0;
  if (!window.read_back(pixels, width, height)) {
    std::cerr << "tributary: " << _("cannot read the rendered frame back") << '\n';
    return 4;
  }
  for (std::size_t i = 3; i < pixels.size(); i += 4) pixels[i] = 255;  // opaque PNG
  if (!stbi_write_png(png_path.c_str(), width, height, 4, pixels.data(), width * 4)) {
    std::cerr << "tributary: " << fill(_("cannot write {}"), png_path) << '\n';
    return 4;
  }
  // The picture is written either way; the exit code still reports what went wrong.
  if (!app.store && !app.store_error.empty()) {
    std::cerr << "tributary: " << app.store_error << '\n';
    return 3;
  }
  if (app.view == View::player && app.store && !app.player.page) {
    std::cerr << "tributary: " << fill(_("there is no player \"{}\""), options.player) << '\n';
    return 2;
  }
  if (options.open_file && !app.session) {
    std::cerr << "tributary: " << app.session_error << '\n';
    return 2;
  }
  return overflows.empty() ? 0 : 5;
}

}  // namespace trib::ui
