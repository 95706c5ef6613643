#!/usr/bin/env bash
# Wodny szlak's catalog on the command line: a malformed tile is refused with its JSON path.
# Usage: cli_catalog_test.sh TRIBUTARY_BINARY SOURCE_DIR
set -u
. "$(dirname "$0")/../cli/lib.sh"
. "$(dirname "$0")/../cli/catalog_lib.sh"

check_bad wodny-szlak wodny-szlak-bad-arm /tiles/base-01/items/0/arm

finish
