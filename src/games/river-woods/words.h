#pragma once
// River Woods' parts named for players, in their language: rule messages, score lines and
// the board view use these. The *_name functions of catalog.h and state.h are the table
// file's English words and stay so.

#include <string>

#include "games/river-woods/state.h"

namespace trib::river_woods {

std::string terrain_word(Terrain t);  // "pink", "river"
std::string token_word(Token t);      // "flower"
std::string piece_word(Piece p);      // "main", "cylinder", "pawn"
std::string side_word(Side s);        // "left", "right"
std::string action_word(Action a);    // "terrain", "companion", "movement"
std::string tier_word(Tier t);        // "gold", in a sentence
std::string tier_title(Tier t);       // "Gold", a label's first word
std::string cell_words(Cell c);       // "[2, -1]"

}  // namespace trib::river_woods
