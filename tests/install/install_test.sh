#!/bin/sh
# Install test, run by CTest inside xvfb-run:  install_test.sh CMAKE BUILD_DIR PNG_CHECK
# 1. `cmake --install` into a temporary prefix, then moves that prefix elsewhere: the
#    binary must find its data from its own prefix, never from the build or source tree.
# 2. The moved binary scores an example and screenshots Home; without its share/ data it
#    fails clearly (no hidden fallback), and TRIBUTARY_DATA still overrides.
# 3. The desktop file, AppStream metadata, icon and MIME type are where a desktop looks,
#    and pass desktop-file-validate and appstreamcli validate.
# 4. The Polish catalog is in share/locale, found by the moved binary.
set -u
cmake=$1
build=$2
check=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok   $1"; }
bad() { failed=$((failed + 1)); echo "FAIL $1"; }
expect() {  # expect DESCRIPTION CODE COMMAND...
  what=$1 code=$2
  shift 2
  "$@" >"$work/out" 2>"$work/err"
  got=$?
  if [ "$got" -eq "$code" ]; then ok "$what"; else bad "$what: exit $got, expected $code: $(cat "$work/err")"; fi
}

if ! "$cmake" --install "$build" --prefix "$work/staged" >"$work/install.log" 2>&1; then
  bad "cmake --install: $(tail -5 "$work/install.log")"
  echo "$passed passed, $failed failed"
  exit 1
fi
mv "$work/staged" "$work/moved"
prefix=$work/moved
bin=$prefix/bin/tributary
unset TRIBUTARY_DATA TRIBUTARY_DB
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_STATE_HOME="$work/state"
export HOME="$work/home"
mkdir -p "$HOME"
cd "$work" || exit 1

expect "--version" 0 "$bin" --version
# The first installed finished example: its first player is Ada.
example=$(ls "$prefix/share/tributary/data/examples"/*/*-finished.json | head -n 1)
expect "score an installed example" 0 "$bin" score "$example"
grep -q "Ada" "$work/out" && ok "the score names the player" || bad "score output: $(cat "$work/out")"
expect "screenshot of Home" 0 "$bin" --screenshot "$work/home.png" --size 1280x720 --db "$work/t.db"
if "$check" "$work/home.png" 1280 720; then ok "Home PNG"; else bad "Home PNG check"; fi

# `tributary FILE` opens the table file, as `--open FILE` does: the same picture.
expect "screenshot with --open" 0 "$bin" --screenshot "$work/open.png" --size 1280x720 --db "$work/t.db" --open "$example"
expect "screenshot with the file alone" 0 "$bin" --screenshot "$work/file.png" --size 1280x720 --db "$work/t.db" "$example"
cmp -s "$work/open.png" "$work/file.png" && ok "FILE opens like --open FILE" || bad "FILE and --open differ"
cmp -s "$work/open.png" "$work/home.png" && bad "the opened file shows Home" || ok "the opened file is not Home"
# What the launcher runs (Exec=tributary %f): a real window, in the class the desktop file names.
if command -v xdotool >/dev/null 2>&1; then
  "$bin" --db "$work/t.db" "$example" >"$work/window.log" 2>&1 &
  pid=$!
  window=$(timeout 20 xdotool search --sync --class '^Tributary$' 2>/dev/null | head -n 1)
  if [ -n "$window" ]; then
    sleep 1
    # Ctrl+Q quits, and the layout is written on the way out. The keys are held for a
    # moment: a press and release within one frame would go unseen.
    xdotool mousemove --window "$window" 200 200
    sleep 0.3
    xdotool keydown ctrl keydown q
    sleep 0.3
    xdotool keyup q keyup ctrl
    for wait in 1 2 3 4 5 6 7 8 9 10; do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.5
    done
  fi
  kill "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  if [ -n "$window" ]; then ok "tributary FILE opens a window of class Tributary"; else
    bad "no window of class Tributary ($(cat "$work/window.log"))"
  fi
fi
[ -f "$work/state/tributary/imgui.ini" ] && ok "the layout is kept under XDG_STATE_HOME" ||
  bad "no imgui.ini in $work/state/tributary"

mv "$prefix/share/tributary/data" "$work/data-elsewhere"
moved_example=$work/data-elsewhere/${example#"$prefix/share/tributary/data/"}
expect "no bundled data: a clear error" 2 "$bin" score "$moved_example"
grep -q "share/tributary/data" "$work/err" && ok "the error names the installed data folder" ||
  bad "error text: $(cat "$work/err")"
TRIBUTARY_DATA="$work/data-elsewhere" expect "TRIBUTARY_DATA overrides" 0 \
  "$bin" score "$moved_example"
mv "$work/data-elsewhere" "$prefix/share/tributary/data"

app=io.github.tributary.Tributary
for file in "share/applications/$app.desktop" "share/metainfo/$app.metainfo.xml" \
  "share/icons/hicolor/scalable/apps/$app.svg" "share/mime/packages/$app.xml"; do
  if [ -s "$prefix/$file" ]; then ok "installed $file"; else bad "missing $file"; fi
done
expect "desktop-file-validate" 0 desktop-file-validate "$prefix/share/applications/$app.desktop"
expect "appstreamcli validate" 0 appstreamcli validate --no-net "$prefix/share/metainfo/$app.metainfo.xml"
grep -q '^Exec=tributary %f$' "$prefix/share/applications/$app.desktop" && ok "Exec takes a file" ||
  bad "Exec line"
# Every game the binary lists is named in the desktop entry and the AppStream description.
names_missing=""
while IFS="$(printf '\t')" read -r _ name _; do
  grep -q "^Comment=.*$name" "$prefix/share/applications/$app.desktop" &&
    grep -q "$name" "$prefix/share/metainfo/$app.metainfo.xml" || names_missing="$names_missing $name"
done <<EOF_GAMES
$("$bin" --list-games)
EOF_GAMES
[ -z "$names_missing" ] && ok "the desktop texts name every listed game" ||
  bad "the desktop texts miss:$names_missing"
grep -q 'application/x-tributary-table+json' "$prefix/share/applications/$app.desktop" &&
  grep -q 'pattern="\*.tributary.json"' "$prefix/share/mime/packages/$app.xml" &&
  ok "the MIME type and its glob" || bad "MIME type"
head -c 200 "$prefix/share/icons/hicolor/scalable/apps/$app.svg" | grep -q "<svg" && ok "the icon is SVG" ||
  bad "icon is not SVG"
if command -v update-mime-database >/dev/null 2>&1; then
  cp -r "$prefix/share/mime" "$work/mime"
  if update-mime-database "$work/mime" 2>"$work/err" && grep -q "tributary.json" "$work/mime/globs2"; then
    ok "update-mime-database accepts the MIME package"
  else
    bad "update-mime-database: $(cat "$work/err")"
  fi
fi

# The Polish catalog is installed, and the moved binary finds it from its own prefix.
mo="share/locale/pl/LC_MESSAGES/tributary.mo"
if [ -s "$prefix/$mo" ]; then ok "installed $mo"; else bad "missing $mo"; fi
LANGUAGE=en "$bin" --help >"$work/help-en" 2>&1
LANGUAGE=pl "$bin" --help >"$work/help-pl" 2>&1
cmp -s "$work/help-en" "$work/help-pl" && bad "--help is English under LANGUAGE=pl" ||
  ok "--help speaks Polish under LANGUAGE=pl"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
