#pragma once
// The layout check behind the smoke test's screenshots at large font scales: after a frame,
// every window whose content runs past its right edge although it cannot scroll sideways
// is a layout defect (text or buttons cut off at the window's edge).

#include <string>
#include <vector>

namespace trib::ui {

// "window name: content reaches x = …, the window ends at …" for each such window.
std::vector<std::string> overflowing_windows();

}  // namespace trib::ui
