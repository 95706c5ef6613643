// River Woods' parts named for players (words.h). The single words carry the context
// "river-woods": another game's "gold" or "left" may need other Polish.

#include "games/river-woods/words.h"

#include "core/fill.h"
#include "core/i18n.h"

namespace trib::river_woods {

std::string terrain_word(Terrain t) {
  switch (t) {
    case Terrain::Pink:
      return C_("river-woods", "pink");
    case Terrain::Green:
      return C_("river-woods", "green");
    case Terrain::Yellow:
      return C_("river-woods", "yellow");
    case Terrain::Purple:
      return C_("river-woods", "purple");
    case Terrain::River:
      return C_("river-woods", "river");
  }
  return {};
}

std::string token_word(Token t) {
  switch (t) {
    case Token::Flower:
      return C_("river-woods", "flower");
    case Token::Berry:
      return C_("river-woods", "berry");
    case Token::Tea:
      return C_("river-woods", "tea");
    case Token::Mountain:
      return C_("river-woods", "mountain");
  }
  return {};
}

std::string piece_word(Piece p) {
  switch (p) {
    case Piece::Main:
      // TRANSLATORS: the main piece of a River Woods player.
      return C_("river-woods piece", "main");
    case Piece::Cylinder:
      return C_("river-woods piece", "cylinder");
    case Piece::Pawn:
      return C_("river-woods piece", "pawn");
  }
  return {};
}

std::string side_word(Side s) {
  // TRANSLATORS: a side of the River Woods player card, where a companion goes.
  return s == Side::Left ? C_("river-woods", "left") : C_("river-woods", "right");
}

std::string action_word(Action a) {
  switch (a) {
    case Action::Terrain:
      return C_("river-woods action", "terrain");
    case Action::Companion:
      return C_("river-woods action", "companion");
    case Action::Movement:
      return C_("river-woods action", "movement");
  }
  return {};
}

std::string tier_word(Tier t) {
  switch (t) {
    case Tier::Gold:
      return C_("river-woods", "gold");
    case Tier::Silver:
      return C_("river-woods", "silver");
    case Tier::Wood:
      return C_("river-woods", "wood");
  }
  return {};
}

std::string tier_title(Tier t) {
  switch (t) {
    case Tier::Gold:
      return C_("river-woods", "Gold");
    case Tier::Silver:
      return C_("river-woods", "Silver");
    case Tier::Wood:
      return C_("river-woods", "Wood");
  }
  return {};
}

std::string cell_words(Cell c) {
  return fill("[{}, {}]", c.q, c.r);  // not translated: coordinates, no words
}

}  // namespace trib::river_woods
