#!/usr/bin/env bash
# `tributary records --categories`: what each scoring category earns a player against the
# table's average, from the finished Wodny szlak example (Ada: mills 8, sawmills 5, port
# route 12, meadows 6; the table: 22/3, 10/3, 8 and 12 a seat), text and JSON; the same
# figures after the rows are taken out and the sessions scored again, as after a
# migration from schema 4.
# Usage: categories_test.sh TRIBUTARY_BINARY SOURCE_DIR SQL_RUN
set -u
. "$(dirname "$0")/lib.sh"
sql=$3
db=$work/categories.db

expect 0 "categories on an empty db" -- "$bin" records --categories --db "$work/empty.db"
contains "says there are none" "$out" "No finished sessions yet."
expect 2 "an unknown game" -- "$bin" records --categories --game chess --db "$work/empty.db"

expect 0 "import the example" -- "$bin" import "$(example wodny-szlak finished)" --db "$db"
check_ada() {  # check_ada WHEN
  expect 0 "records --categories --json $1" -- \
    "$bin" records --categories --game wodny-szlak --player ada --json --db "$db"
  contains "Ada's page $1" "$out" '"player": "Ada"'
  contains "the port route $1" "$out" '"category": "port-route"'
  contains "its name $1" "$out" '"name": "Port route"'
  contains "Ada's route average $1" "$out" '"average": 12'
  contains "the table's route average $1" "$out" '"table_average": 8'
  contains "the mills' table average, rounded $1" "$out" '"table_average": 7.33'
  contains "where Ada gains most $1" "$out" '"gains_most": "port-route"'
  contains "where Ada loses most $1" "$out" '"loses_most": "meadows"'
  matches "a month of trend $1" "$out" "*\"month\": \"20[0-9][0-9]-[01][0-9]\"*"
}
check_ada "when finished"
expect 0 "records --categories, text" -- "$bin" records --categories --game wodny-szlak --db "$db"
contains "Bo's page" "$out" "Bo · wodny-szlak · 1 game"
contains "Bo's meadows" "$out" "Meadows"
contains "where Bo gains most" "$out" "gains most: Meadows"

"$sql" "$db" "DELETE FROM result_categories; INSERT INTO categories_pending SELECT DISTINCT session_id FROM results" >/dev/null
[ "$("$sql" "$db" "SELECT count(*) FROM result_categories")" = 0 ] && pass || fail "rows taken out"
check_ada "when scored again"
[ "$("$sql" "$db" "SELECT count(*) FROM categories_pending")" = 0 ] && pass || fail "none waits"

finish
