#!/bin/sh
# Brings every po/LANG.po up to date with the sources: new texts are added untranslated,
# gone ones dropped (a changed text is a new one: without fuzzy matching nothing is
# guessed). Run by `./dev po` with the build folder's data_strings.
#   po/update.sh SOURCE_DIR DATA_STRINGS_BINARY
set -eu
source_dir=$1
pot=$(mktemp)
trap 'rm -f "$pot"' EXIT
"$source_dir/po/make_pot.sh" "$source_dir" "$2" "$pot"
for po in "$source_dir"/po/*.po; do
  msgmerge --quiet --update --backup=none --no-fuzzy-matching --no-wrap "$po" "$pot"
  msgattrib --no-obsolete --no-wrap --output-file="$po" "$po"
  printf '%s: ' "$po"
  msgfmt --statistics --output-file=/dev/null "$po"
done
