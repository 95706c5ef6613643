#!/bin/sh
# The translation check (CTest i18n_catalog):
# 1. every source below the folders po/translated-folders lists passes literal_check: no text
#    a player reads bypasses _(), N_(), P_() or C_() (the check itself is tried first on a
#    fixture it must refuse and one it must pass);
# 2. po/pl.po translates every text of the sources and of data/: none missing, none
#    untranslated, none fuzzy, and msgfmt --check accepts it.
#   check_catalog.sh SOURCE_DIR LITERAL_CHECK DATA_STRINGS
set -eu
source_dir=$1
literal_check=$2
data_strings=$3
fixtures="$source_dir/tests/i18n/fixtures"
failed=0

if "$literal_check" "$fixtures/untranslated.cpp" >/dev/null; then
  echo "FAIL: literal_check passed a source with untranslated text"
  failed=1
fi
refused=$("$literal_check" "$fixtures/untranslated.cpp" | grep -c '^/' || true)
if [ "$refused" -ne 3 ]; then
  echo "FAIL: literal_check found $refused untranslated texts in the fixture, not 3"
  failed=1
fi
if ! "$literal_check" "$fixtures/translated.cpp"; then
  echo "FAIL: literal_check refused a source whose texts are all translated"
  failed=1
fi

cd "$source_dir"
folders=$(grep -v -e '^#' -e '^$' po/translated-folders || true)
# shellcheck disable=SC2086 # one folder per word
if [ -n "$folders" ] && ! find $folders \( -name '*.cpp' -o -name '*.h' \) -print | LC_ALL=C sort |
  xargs "$literal_check"; then
  echo "FAIL: texts above are shown to players untranslated"
  failed=1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
po/make_pot.sh "$source_dir" "$data_strings" "$work/tributary.pot"
if ! msgcmp po/pl.po "$work/tributary.pot" 2>"$work/missing"; then
  head -40 "$work/missing"
  echo "FAIL: po/pl.po lacks a translation of the texts above (./dev po adds them)"
  failed=1
fi
if [ -n "$(msgattrib --only-fuzzy --no-obsolete po/pl.po)" ]; then
  msgattrib --only-fuzzy --no-obsolete po/pl.po | head -20
  echo "FAIL: po/pl.po has fuzzy entries: check each translation and drop its fuzzy flag"
  failed=1
fi
if ! msgfmt --check --output-file=/dev/null po/pl.po; then
  echo "FAIL: msgfmt refuses po/pl.po"
  failed=1
fi
[ "$failed" -eq 0 ] && echo "translations complete: $(msgfmt --statistics -o /dev/null po/pl.po 2>&1)"
exit "$failed"
