#!/bin/sh
# Writes the gettext template of every text Tributary shows: the sources' _(), N_(), P_() and
# C_() calls (core/i18n.h) and the names, titles and labels of data/ (data_strings).
#   po/make_pot.sh SOURCE_DIR DATA_STRINGS_BINARY OUT.pot
set -eu
source_dir=$1
data_strings=$2
out=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$source_dir"
find src -name '*.cpp' -o -name '*.h' | LC_ALL=C sort >"$work/files"
xgettext --from-code=UTF-8 --language=C++ --keyword=_ --keyword=N_ --keyword=P_:1,2 \
  --keyword=C_:1c,2 --add-comments=TRANSLATORS: --package-name=tributary --no-wrap \
  --files-from="$work/files" --output="$work/sources.pot"
"$data_strings" data >"$work/data.pot"
msgcat --use-first --no-wrap "$work/sources.pot" "$work/data.pot" --output-file="$out"
