// run_gui: the interactive window. The loop waits for input between frames (see
// Window::wait_for_input), so an idle Tributary uses no CPU.

#include <cstdlib>
#include <cstring>
#include <optional>

#include "ui/main_loop/main_loop.h"
#include "ui/platform/layout_check.h"
#include "ui/platform/window.h"
#include "ui/shell/app_setup.h"
#include "ui/shell/views.h"
#include "ui/state/backup_actions.h"

namespace trib::ui {

int run_gui(const GuiOptions& options) {
  App app;
  init_app(app, options, /*screenshot_mode=*/false);
  start_daily_backup(app);
  Window window;
  if (!open_window(app, options, /*screenshot_mode=*/false, window)) return 4;
  std::optional<LayoutWatch> layout_watch;
  if (const char* check = std::getenv("TRIBUTARY_CHECK_LAYOUT");
      check && !std::strcmp(check, "1")) {
    layout_watch.emplace();
  }
  View shown_view = app.view;
  const SessionController* shown_session = app.session.get();
  for (;;) {
    if (window.should_close()) {
      if (may_quit(app)) break;
      window.keep_open();  // the modal asks about the moves not stored
    }
    window.wait_for_input();
    if (app.style_dirty) {
      apply_style(app, window);
      window.request_frames(3);
    }
    window.render([&app] { draw_shell(app); });
    if (layout_watch) layout_watch->after_frame();
    window.present();
    if (app.layout_settling) {
      window.request_frames(3);
      app.layout_settling = false;
    }
    // A view or session opened in this frame is first drawn in the next, and its tab bars
    // and kept-height strips lay themselves out over the ones after: a full settle from
    // there, not what is left of the one the click started.
    if (app.view != shown_view || app.session.get() != shown_session) {
      shown_view = app.view;
      shown_session = app.session.get();
      window.request_frames(3);
    }
    if (app.quit_requested) {
      app.quit_requested = false;
      window.close();
    }
  }
  return 0;
}

}  // namespace trib::ui
