// Wodny szlak rules, summarised in the project's own words, and how the board view works.

#include <imgui.h>

#include "core/fill.h"
#include "core/format.h"
#include "core/i18n.h"
#include "games/wodny-szlak/ranks.h"
#include "ui/widgets/widgets.h"
#include "ui/wodny-szlak/view_state.h"

namespace trib::ui::ws_ui {

void draw_rules() {
  section(_("The aim"));
  help_paragraph(
      _("One to four players each grow a river of their own from a two-square starting tile. "
        "Every player adds 13 square tiles; then mills and sawmills that get their cargo, the "
        "longest stretch of water between two ports and the meadows score."));
  section(_("Which tiles are in play"));
  help_paragraph(
      _("Two players use the base tiles, three add the sheep tiles, four add the cow tiles as "
        "well. Alone you play with base and sheep tiles minus six set aside (you may look at "
        "them); each round you draw three, place one and discard the other two. In a group "
        "game everyone is dealt three, places one and passes the other two to the left, then "
        "takes the two passed in and draws one more. Without a recorded hand the app only "
        "checks that no tile is used twice."));
  section(_("Adding a tile"));
  help_bullet(
      _("It goes on a free cell next to at least one of your tiles, sharing a whole edge."));
  help_bullet(
      _("Along every shared edge water must meet water and bank must meet bank. Tiles may "
        "also meet bank to bank without any river between them."));
  help_bullet(
      _("Water may never run in a circle: a tile that would join two ends of the same river "
        "is refused. The cell it leaves open can never be filled (a dead gap)."));
  section(_("Which way the water runs"));
  help_paragraph(
      _("Arrows on the starting tile show two tributaries running in and one outlet running "
        "out. Whatever joins an inlet lies upstream and runs towards the start; whatever joins "
        "the outlet lies downstream and runs away from it. River pieces that are not joined to "
        "the starting tile are oxbow lakes: still water without any direction."));
  section(_("Scoring"));
  help_bullet(
      _("Mill: its flag shows the points, the disc beside it the sacks it needs. A sack "
        "counts when the current carries it to the mill without passing under another bridge "
        "(every mill and sawmill has one). Cargo drawn below a bridge has already passed it. "
        "More sacks than needed give nothing extra; a mill on an oxbow lake never scores."));
  help_bullet(_("Sawmill: the same with wood instead of sacks; sawmills are worth more."));
  help_bullet(
      _("Ports: your single longest water route between two ports that crosses no tile with "
        "a mill or sawmill, in any direction, on the river or on an oxbow lake. Each tile on "
        "it, both ends included, is worth 2; the starting tile counts once."));
  help_bullet(
      _("Meadows: where three meadow corners meet at one point, 3 points; four corners, 6 "
        "points."));
  // The titles come from the rank table, shown in the player's language.
  const std::vector<ws::RankTable::Rank>& ranks = ws::bundled_ranks().ranks;
  if (ranks.size() >= 2) {
    help_paragraph(fill(_("The highest total wins; equal totals share the place. Alone, your "
                          "total gives a title, from {} (below {}) up to {} ({} and more)."),
                        _(ranks.front().title.c_str()), format_score(ranks[1].min),
                        _(ranks.back().title.c_str()), format_score(ranks.back().min))
                       .c_str());
  }
  section(_("Using the board"));
  help_bullet(_("One tab per player (Page Down / Page Up switch), each with its own river."));
  help_bullet(
      _("Pick a tile in the palette (search by id or by words such as mill, port, wood); R or "
        "Shift+wheel turns it, Shift+R turns it back, Esc puts it back."));
  help_bullet(
      _("Over the river the tile shows where it would go: green when legal, red with the "
        "broken rule when not. Click to enter it; Ctrl+Z undoes."));
  help_bullet(
      _("Without a mouse: Ctrl+F, type the tile's id and Enter picks it, or Tab / Shift+Tab "
        "picks the next / previous tile; the arrow keys step through its legal spots (each cell "
        "and turn; Shift+arrows through every free cell at the current turn), R turns it, Enter "
        "places it."));
  help_bullet(
      _("Keeping the hand (optional): tick Record draws and click each tile you draw (or type "
        "its id and press Enter); from your first draw the palette shows Hand (n) on top and "
        "the app refuses a tile you do not hold, and a second tile before the round ends. A "
        "round ends with one move after its tile: solo, D (or the button) discards the rest of "
        "the hand; with more players, P passes all of it to the player on your left. After "
        "your 13th tile the rest stays in your hand. Tiles passed to you join your hand once "
        "you have passed yours."));
  help_bullet(
      _("Coach (solo, with the hand kept; off by default, C turns it on): once the round's "
        "three tiles are drawn it ranks every placement of them by the final score it can "
        "expect, whatever the pile deals next, each played out on the same deals. Click a "
        "line (Shift+C: the first) to pick that tile, turn and cell; Enter places it."));
  help_bullet(
      _("Show legal spots outlines every cell where the tile fits (brighter at the current "
        "turn). Red crosses mark dead gaps."));
  help_bullet(
      _("Chevrons show the current on the main river; hatched tiles are oxbow lakes. The badge "
        "on a mill is delivered/needed: green when it scores. Click a line of the score panel "
        "to see its mill, port route or meadow."));
}

}  // namespace trib::ui::ws_ui
