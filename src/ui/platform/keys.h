#pragma once
// The keyboard as every view reads it: shortcuts with exact modifiers that never fire while
// a text field has the keys, moving the keys into a search field and back to the board, and
// the claim a board with a piece picked lays on the arrows and Enter (the window then keeps
// ImGui's own keyboard navigation off for a frame).

namespace trib::ui {

// Keyboard: a GLFW key code with exact Ctrl/Shift state, not while typing in a field.
bool shortcut(int glfw_key, bool ctrl, bool shift = false);
bool enter_pressed();  // Enter or keypad Enter, no modifiers
// Ctrl+F, also while typing in a field (a second Ctrl+F selects the search text again).
bool search_shortcut();

// Puts the keyboard into the next item, a text field, with its text selected so typing
// replaces it. The field takes the keyboard a frame later: until then keys without Ctrl are
// that field's text, not shortcuts (Ctrl+F then "c" must not toggle the coach).
void focus_text_field();
// Takes the keyboard from the field and window that have it, so arrows, Tab and Enter are
// the board's again (after Enter in a search).
void give_keyboard_to_board();

// A board with a piece picked owns the arrow keys and Enter: it claims them each frame, and
// the window switches ImGui's keyboard navigation off for the next frame, so that a widget
// clicked or searched earlier does not take the same keys too.
void claim_board_keys();
bool take_board_keys_claim();  // the window, once per frame: claimed since the last call?

}  // namespace trib::ui
