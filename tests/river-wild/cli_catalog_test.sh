#!/usr/bin/env bash
# River Wild's catalog on the command line: its export carries the grid, malformed cards
# and sections are refused with their JSON path, and another game's catalog is not one.
# Usage: cli_catalog_test.sh TRIBUTARY_BINARY SOURCE_DIR
set -u
. "$(dirname "$0")/../cli/lib.sh"
. "$(dirname "$0")/../cli/catalog_lib.sh"

expect 0 "export to stdout" -- "$bin" catalog export river-wild
contains "the export has its grid" "$out" '"grid"'

check_bad river-wild river-wild-short-row /cards/c03/rows/0
check_bad river-wild river-wild-animal-on-river /cards/c02/items/1/at
check_bad river-wild river-wild-unknown-section /decks

other=$("$bin" --list-games | cut -f1 | grep -vx river-wild | head -n 1)
expect 0 "export $other" -- "$bin" catalog export "$other" -o "$work/other.json"
expect 2 "$other's catalog is not a River Wild one" -- "$bin" catalog check river-wild "$work/other.json"
contains "wrong game" "$err" "unknown key"

finish
