// Settings' "Check the database": every page read and checked (PRAGMA quick_check), which
// opening the database does only after a run that did not close it cleanly. It reads
// through a second read-only connection in a worker thread (1.6 s at 100 000 sessions),
// so the window keeps drawing and the game can go on.

#include "ui/shell/check_section.h"

#include <imgui.h>

#include <chrono>
#include <future>
#include <memory>

#include "core/fill.h"
#include "core/i18n.h"
#include "ui/platform/theme.h"
#include "ui/state/app_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui {

namespace {

struct CheckForm {
  std::future<std::string> running;  // the problem found, "" when intact
  std::string path;                  // the database checked
  std::string outcome;
  bool failed = false;
};

CheckForm g_check;

void start_check(App& app) {
  try {
    std::shared_ptr<Store> reader = app.store->second_reader();
    g_check.outcome.clear();
    g_check.path = app.store->path();
    g_check.running = std::async(std::launch::async, [reader] { return reader->check_problem(); });
  } catch (const std::exception& error) {
    g_check.failed = true;
    g_check.outcome = fill(_("Not checked: {}"), error.what());
  }
}

void take_outcome() {
  if (!g_check.running.valid() ||
      g_check.running.wait_for(std::chrono::seconds(0)) != std::future_status::ready) {
    return;
  }
  try {
    const std::string problem = g_check.running.get();
    g_check.failed = !problem.empty();
    g_check.outcome =
        problem.empty()
            ? std::string(_("The database is intact: every page was read and checked."))
            : fill(_("The database is damaged: {}. Nothing was changed. To copy what still "
                     "reads into a new file: tributary repair {}"),
                   problem, g_check.path);
  } catch (const std::exception& error) {
    g_check.failed = true;
    g_check.outcome = fill(_("Not checked: {}"), error.what());
  }
}

}  // namespace

void draw_database_check(App& app) {
  section(_("Check the database"));
  muted(
      _("Reads every page of the database and checks it. Tributary does this by itself when it "
        "starts after a run that did not close the database cleanly (a crash, a power cut, a "
        "file changed by another program)."));
  take_outcome();
  const bool running = g_check.running.valid();
  ImGui::BeginDisabled(!app.store || running);
  if (ImGui::Button(fill("{}##check-now", _("Check the database")).c_str())) start_check(app);
  ImGui::EndDisabled();
  if (running) {
    ImGui::SameLine();
    muted(_("Checking\u2026"));
  } else if (!g_check.outcome.empty()) {
    wrapped_text(g_check.failed ? theme_colours().illegal : theme_colours().legal, g_check.outcome);
  }
}

}  // namespace trib::ui
