#pragma once
// Placing a river card: the six checks of the spec, in order, each with its own rule id;
// legal-spot enumeration; the "no card in hand can be placed" end condition.

#include <string_view>
#include <vector>

#include "core/verdict.h"
#include "games/river-wild/state.h"

namespace trib::river_wild {

// Why the game is over: every card placed, or no card in hand fits anywhere.
enum class End { None, AllPlaced, HandBlocked };

// The position rules (checks 2-6), in the order they are tested.
enum class Rule { None, AboveSource, Overlap, NoSupport, LandMeetsRiver, RiverNotExtended };

std::string_view rule_id(Rule rule);  // "above-source", "overlap", ...

// Check 1: the card exists, is not the source and is not placed yet
// ("unknown-card", "source-card", "card-already-placed").
Verdict check_card(const Catalog& catalog, const Layout& layout, std::string_view id);

// The first position rule `p` breaks (Rule::None = legal). `p.card` is a known river card.
Rule first_broken_rule(const Catalog& catalog, const Layout& layout, const CellGrid& grid,
                       const Placement& p);

// Checks 1-6 for a placement of a known card, with message and offending global cells
// in `where` ({"cells": [[row, col], ...]}).
Verdict check_placement(const Catalog& catalog, const Layout& layout, const CellGrid& grid,
                        const Placement& p);

// The checks a house ruling never sets aside: check 1, no overlap (two cards cannot lie on
// one spot), and the card touches a placed card at least at a corner ("detached-card"), so
// the layout stays one piece. The other position rules may be overridden.
Verdict check_house_ruling(const Catalog& catalog, const Layout& layout, const CellGrid& grid,
                           const Placement& p);

// The spots a card could go (card = kSourceCard, front side): the three below each placed
// card, the only ones a card can be supported at, ordered by row, then column.
std::vector<Placement> candidate_spots(const Layout& layout);

// Every legal placement (both sides) of each card in `cards` that is not placed yet,
// ordered by card, row, column, side.
std::vector<Placement> legal_spots(const Catalog& catalog, const Layout& layout,
                                   const CellGrid& grid, const std::vector<int>& cards);

// True when no card of `hand` (ignoring placed ones) has a legal spot on either side.
bool hand_blocked(const Catalog& catalog, const Layout& layout, const CellGrid& grid,
                  const std::vector<int>& hand);

}  // namespace trib::river_wild
