#!/usr/bin/env bash
# River Woods' catalog on the command line: a map naming an unknown start tile is refused
# with its JSON path.
# Usage: cli_catalog_test.sh TRIBUTARY_BINARY SOURCE_DIR
set -u
. "$(dirname "$0")/../cli/lib.sh"
. "$(dirname "$0")/../cli/catalog_lib.sh"

check_bad river-woods river-woods-unknown-start /maps/flower/0/tile

finish
