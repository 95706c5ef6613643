// The keyboard ghost's tooltip (see keyed_tip.h).

#include "ui/widgets/keyed_tip.h"

namespace trib::ui {

void KeyedTip::update(bool stepped, bool restarted, bool pointer_moved) {
  // An arrow step shows it even when the pointer moved in the same frame.
  if (stepped) {
    shown_ = true;
  } else if (restarted || pointer_moved) {
    shown_ = false;
  }
}

}  // namespace trib::ui
