// Roaring River rules, summarised in the project's own words, and how the round view works.

#include <imgui.h>

#include "core/i18n.h"
#include "ui/roaring-river/view_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui::rr_ui {

void draw_rules() {
  section(_("The idea"));
  help_paragraph(
      _("Everyone sits on one raft. Each round every player secretly picks a paddle card and all "
        "are shown together; together they steer the raft onto the next river card. At the end "
        "each player scores the cards the raft landed on (the trip) according to their own "
        "motivation card. Push too hard in one direction and the raft may capsize."));
  section(_("The river"));
  help_bullet(
      _("Two cards lie just ahead of the raft (row A: A0 left, A1 right) and three beyond "
        "them (row B: B0, B1, B2)."));
  help_bullet(
      _("Going left the raft lands on A0; A1 and B2 can no longer be reached and are "
        "discarded. B0 and B1 become the near row and three new cards form the far row."));
  help_bullet(_("Going right is the mirror image: the raft lands on A1, A0 and B0 are discarded."));
  help_bullet(
      _("Going straight the raft skips row A and lands on B1; the other four cards are "
        "discarded and five new ones are dealt (near row first)."));
  help_bullet(
      _("A river card shows 1 to 4 drops (calm to wild water) and at most one icon: forest, "
        "mountain, deer or bird. Codes: drops, then F, M, D or B (\"3F\")."));
  section(_("Paddling"));
  help_bullet(
      _("Each player has the same ten cards: 2, 3, 4 and 5 pointing left, the same pointing "
        "right, one Straight and one Rest. A played card stays out of the hand until a Rest "
        "brings it back."));
  help_bullet(
      _("Add up the left values and the right values. Each Straight card then gives up to 2 "
        "to the smaller side, but never lifts it above the other. The larger side wins; a tie "
        "means straight ahead."));
  help_bullet(
      _("Rest adds nothing. After the move its player may take back one played 4, or up to "
        "two played cards from the 2s and 3s; 5s and Straight are gone for good. The Rest card "
        "always returns."));
  help_bullet(
      _("Every 2 that pointed the way the raft went earns its player a heart, kept as a river "
        "card from the discard pile (from the deck when the pile is empty). With both piles "
        "empty the heart still counts; there is just no card to keep."));
  section(_("Danger"));
  help_paragraph(
      _("The raft starts at danger level 1. When the gap between left and right (after Straight "
        "cards) reaches the threshold printed for the current level, the level goes up. At "
        "level 3 a gap of 3 or less calms it back to level 2. Going up from level 3 capsizes "
        "the raft: the game ends at once without a move."));
  section(_("The end and scoring"));
  help_bullet(
      _("When the deck cannot supply all the cards a move needs, the raft still makes that "
        "move and the trip is over."));
  help_bullet(
      _("Motivation cards score hearts per matching card, per set of cards, for groups of "
        "different icons, or for having more of one icon than another. Heart cards add 1 each "
        "(half a heart in the 2-player game)."));
  help_bullet(
      _("After a normal finish the most hearts win; after a capsize the fewest hearts win. "
        "Ties share the place."));
  section(_("Two players"));
  help_paragraph(
      _("Each player keeps two separate sets of paddle cards and plays one card from the first "
        "set and then one from the second every round, so four cards steer. A Rest only brings "
        "back cards of its own set. The two double-sided motivation cards are used; each player "
        "picks a side."));
  section(_("Entering a round"));
  help_bullet(
      _("Click each player's revealed card (only cards still in hand are offered), or just "
        "start typing codes in seat order: 3L 2R s rest. Any unambiguous start works (s for "
        "Straight, r for Rest); ? skips a slot."));
  help_bullet(
      _("The app shows the totals, the direction, the danger change and the hearts, crosses "
        "out the cards to discard on the river and marks where the raft lands."));
  help_bullet(
      _("Type the newly dealt cards (\"3F 2 1D\", spaces optional), choose what each resting "
        "player takes back (number keys work), then Confirm or press Enter (Ctrl+Enter works "
        "even while the cursor is in a field)."));
  help_bullet(
      _("Ctrl+Z undoes a round. Hover a motivation card for its terms and what they score now."));
}

}  // namespace trib::ui::rr_ui
