// River Woods rules, summarised in the project's own words, and how the board view works.

#include <imgui.h>

#include "core/i18n.h"
#include "ui/river-woods/view_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui::woods_ui {

void draw_rules() {
  section(_("The aim"));
  help_paragraph(
      _("Two to four players share one map of hex terrain tiles. Over five rounds everyone "
        "grows the map, gathers companions and tokens and walks their pieces about to meet "
        "objective cards. Each objective met puts one of your cubes on its card, worth the "
        "stars printed for that tier; the most stars win."));
  section(_("A round"));
  help_paragraph(
      _("Starting with the round's first player and going round the table, each player takes "
        "three turns. A turn uses one of your action discs 1, 2 and 3 (each once per round) on "
        "one action and spends up to that many action points (AP). Once per round at least one "
        "of your turns must be a terrain action. The first player moves one seat on each round."));
  section(_("The three actions"));
  help_bullet(
      _("Terrain: lay a tile from the face-up choices on an empty cell touching the map (1 AP), "
        "or on top of a tile that has no piece and no river (2 AP), or swap 1 to 3 of the "
        "choices for new ones (1 AP)."));
  help_bullet(
      _("Companion: take one companion from the three choices for 1, 2 or 3 AP by its slot and "
        "put it on the left or right of your card. An empty side brings in its piece (left: "
        "the cylinder, right: the pawn) on a free land cell next to your main piece; on a "
        "taken side the new companion replaces the old one and the piece stays. Or refresh "
        "the choices (1 AP)."));
  help_bullet(
      _("Movement: each step moves one of your pieces to a neighbouring tile (1 AP). Pieces may "
        "pass other pieces but not stop on them, and stay off the river: a tile that is half "
        "river is entered only across its land side. Entering a tile with a token icon lets "
        "you take that token when one of your companions collects its type; you hold three at "
        "most, so a fourth means dropping one."));
  section(_("Companions"));
  help_bullet(
      _("Hikers (Rabbit pink, Fox green, Dormouse yellow, Stag purple) make regions of their "
        "colour count one bigger for objectives."));
  help_bullet(
      _("Foragers (Squirrel flower, Beaver berry, Hedgehog tea, Badger mountain) turn two "
        "tokens of their type into one token of another type during a movement (1 AP)."));
  help_bullet(
      _("The Boar lays a tile on top for 1 AP, the Otter lets your pieces walk on the river, "
        "the Shrew lowers tokens-around objectives by one and the Stoat pushes a piece next to "
        "yours one or two steps (1 AP)."));
  section(_("Objectives"));
  help_paragraph(
      _("After each of your turns the app checks every objective for you. Colour size: one of "
        "your pieces stands in a region of that colour of at least the size shown. Two regions: "
        "two of your pieces stand in two different regions of the shown colours. Tokens around: "
        "enough tiles with that icon touch your pieces. The first player to manage a card takes "
        "gold, the next silver, later ones wood, each needing its own quantity (with two "
        "players the first takes silver). Your two secret cards go public when you meet them, "
        "until five cards are face up. Round cards ask for three tokens in hand: gold for the "
        "first, wood for the rest."));
  section(_("The end"));
  help_paragraph(
      _("The game ends after round five, or after the round in which the last terrain tile was "
        "laid or someone placed a tenth cube. Stars decide; on a tie, more first-tier cubes "
        "win, otherwise the place is shared. In the variant two game-end cards add a point for "
        "each neighbouring part of their colour around your main piece."));
  section(_("Entering a turn here"));
  help_bullet(
      _("Pick the disc (keys 1, 2, 3) and the action (T, C, M) in the Turn tab. Tab or N (with "
        "Shift: backwards) steps through the tiles, the companions or your pieces."));
  help_bullet(
      _("Without a mouse: the tool in hand starts on a green cell (a tile on the one nearest "
        "your main piece), the arrow keys move to the nearest green cell their way "
        "(Shift+arrows: any cell it could point at) and Enter adds that step; Ctrl+Enter adds "
        "it and confirms the turn. The last disc of a round is chosen already; a disc comes "
        "with the terrain action until you have taken it this round, then with movement (T C M "
        "choose another), and a movement starts with the main piece picked."));
  help_bullet(
      _("Record the offer (a New session option): type the three face-up terrain tiles and "
        "companions when they change, by short id, several at once (17 3 fox): at the start, "
        "after a redraw (tick the tiles discarded), a refresh or a take, and the refill at the "
        "turn's end, whose Enter confirms the turn. Keys 1 2 3 then pick a face-up one once the "
        "action is chosen (a companion's key is its slot; a terrain action holds the first tile "
        "ready); O goes to the offer's field."));
  help_bullet(
      _("Terrain: pick the tile from the list, turn it with R or Shift+wheel and click one of "
        "the green cells. Clicking a cell that holds a tile places on top."));
  help_bullet(
      _("Companion: pick the companion, its slot and side; for an empty side click one of the "
        "green cells to bring in the piece."));
  help_bullet(
      _("Movement: click your piece, then the neighbouring cells one by one. Green cells are "
        "legal steps; the tooltip of a red one says why not."));
  help_bullet(
      _("With the Stoat: Push a piece (or P), then the piece to push and one or two cells for "
        "it, clicked or chosen with the arrows and Enter; Enter after one cell pushes one step."));
  help_bullet(
      _("Every step is checked when you add it and refused with the reason. Backspace takes "
        "the last step back; Enter confirms the turn and the objectives it meets are announced."));
}

}  // namespace trib::ui::woods_ui
