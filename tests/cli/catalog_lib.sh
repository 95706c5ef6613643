# Sourced after lib.sh by the `tributary catalog` test scripts (tests/cli/catalog_test.sh and
# each game's tests/<game>/cli_catalog_test.sh): the golden folder, a scratch data home that
# keeps the user's own catalogs and database out of reach, and check_bad.
golden=$src/tests/data/cli/catalog
export XDG_DATA_HOME=$work/data TRIBUTARY_DB=$work/default.db
user_dir=$XDG_DATA_HOME/tributary/catalogs

# check_bad GAME FIXTURE PATH: a malformed catalog is refused by check (exit 2, the message
# and --json name the JSON path) and by import, which installs nothing.
check_bad() {
  expect 2 "check $2" -- "$bin" catalog check "$1" "$golden/$2.json"
  contains "$2 message" "$err" "$golden/$2.json: $3: "
  expect 2 "check $2 --json" -- "$bin" catalog check "$1" "$golden/$2.json" --json
  contains "$2 json path" "$out" "\"path\": \"$3\""
  expect 2 "import $2" -- "$bin" catalog import "$1" "$golden/$2.json"
  if [ ! -e "$user_dir/$1.json" ]; then pass; else fail "import of $2 installed a file"; fi
}
