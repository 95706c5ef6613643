// River Wild rules, summarised in the project's own words, and how the board view works.

#include <imgui.h>

#include "core/i18n.h"
#include "ui/river-wild/view_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui::rw_ui {

void draw_rules() {
  section(_("The aim"));
  help_paragraph(
      _("A solo game. Starting from the source card, you lay 16 river cards below it so that "
        "the river keeps flowing downwards and pockets of land end up fully enclosed. Enclosed "
        "land with the right animals in it scores."));
  section(_("Placing a card"));
  help_bullet(
      _("A card goes into a row below the layout: straight under a card of the row above, or "
        "shifted by half a card, never on top of another card."));
  help_bullet(
      _("At least one river cell on its top edge must continue a river or mountain cell "
        "directly above it."));
  help_bullet(
      _("Land and river may never touch across a card edge, in any direction; mountains may "
        "touch anything."));
  help_bullet(_("Either side may face up: the back shows the front mirrored."));
  help_paragraph(
      _("You hold three cards, place one and draw one. Click each card you draw under Deck, so "
        "the app knows your hand; you then place cards from it, and draw after each one while "
        "the deck lasts (a second card placed without a draw is refused). The game ends when "
        "all 16 are placed, or when none of the cards in your full hand (or your last cards) "
        "fits anywhere on either side: the app detects this and says so."));
  section(_("Protected lands"));
  help_paragraph(
      _("A land is a connected patch of land cells, across card edges. It is protected when "
        "river and mountains close it in completely: no cell of it borders an empty spot of "
        "the table. Its size is the number of cards it spreads over. Only protected lands "
        "score."));
  section(_("Scoring"));
  help_bullet(_("2 points for every protected land."));
  help_bullet(
      _("Each goal inside a protected land scores once for every full set of the animals it "
        "asks for in that land; an animal may count for several goals."));
  help_bullet(
      _("The largest protected land uses a goal's first number, every other land its second. "
        "On a tie the app treats as largest the land that gives more points."));
  help_bullet(
      _("A runestone adds one animal of your choice to each protected land its card is part "
        "of; the app picks the animals that give the most points."));
  help_paragraph(
      _("Ranks: below 30 Embarrassing Environment, from 30 Decent Domicile, from 35 Harmonious "
        "Habitat, from 40 Sublime Sanctuary, from 45 Heavenly Haven."));
  section(_("Using the board"));
  help_bullet(
      _("Pick a card in the palette (or Tab / Shift+Tab); F or Shift+wheel flips it, Esc puts "
        "it back."));
  help_bullet(
      _("Ctrl+F puts the cursor in the palette's search box. Type the id of the card you drew "
        "and press Enter to draw it; the box stays ready for the next one until your hand is "
        "full."));
  help_bullet(
      _("Over the layout the card snaps to the nearest spot: green when legal, red with the "
        "broken rule when not, the clashing cells crossed out. Click to place."));
  help_bullet(_("Show legal spots outlines every legal spot of the picked side."));
  help_bullet(
      _("Without a mouse: Tab picks a card in hand, the arrow keys step through its legal spots "
        "on the side shown (Shift+arrows through every spot, legal or not; F turns it over), "
        "Enter places it."));
  help_bullet(
      _("Coach (under your hand, off by default, C turns it on): ranks every legal placement "
        "of the hand by the final score it can expect over the orders the deck may still come "
        "in. Click a line (Shift+C: the first) to pick it, Enter to place it."));
  help_bullet(
      _("Gold areas are protected lands with their points; \u2605 marks the largest. "
        "Right-click a land for its animals, goals and runestone choices."));
  help_bullet(
      _("Animals: F frog, J jackalope, U unicorn, D dragon. Purple diamond: runestone. A goal "
        "badge shows what it asks for and its points (largest/other)."));
}

}  // namespace trib::ui::rw_ui
