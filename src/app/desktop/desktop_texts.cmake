# Included by the install (install.cmake) once tributary is built: the desktop entry and
# the AppStream metadata name the games the binary registers (`tributary --list-games`), so
# a game added as its folders is in them too.
# Expects TRIBUTARY (the binary), IN_DIR (the folder of the .in files), OUT_DIR,
# APP_ID, PROJECT_VERSION and TRIBUTARY_SCREENSHOT_URL.
execute_process(COMMAND ${TRIBUTARY} --list-games OUTPUT_VARIABLE listed RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "${TRIBUTARY} --list-games failed: ${failed}")
endif()
string(REGEX REPLACE "\n$" "" listed "${listed}")
string(REPLACE "\n" ";" lines "${listed}")
set(names "")
foreach(line IN LISTS lines)
  string(REPLACE "\t" ";" fields "${line}")
  list(GET fields 1 name)
  list(APPEND names "${name}")
endforeach()

# "A", "A and B", "A, B and C"
list(LENGTH names count)
math(EXPR last "${count} - 1")
list(GET names ${last} final)
list(REMOVE_AT names ${last})
string(REPLACE ";" ", " TRIBUTARY_GAME_NAMES "${names}")
if(count GREATER 1)
  string(APPEND TRIBUTARY_GAME_NAMES " and ")
endif()
string(APPEND TRIBUTARY_GAME_NAMES "${final}")
# The Polish list for Comment[pl]: "A, B i C".
string(REPLACE ";" ", " TRIBUTARY_GAME_NAMES_PL "${names}")
if(count GREATER 1)
  string(APPEND TRIBUTARY_GAME_NAMES_PL " i ")
endif()
string(APPEND TRIBUTARY_GAME_NAMES_PL "${final}")

set(count_words one two three four five six seven eight nine)
if(count LESS_EQUAL 9)
  list(GET count_words ${last} TRIBUTARY_GAME_COUNT)
else()
  set(TRIBUTARY_GAME_COUNT ${count})
endif()

configure_file(${IN_DIR}/${APP_ID}.desktop.in ${OUT_DIR}/${APP_ID}.desktop @ONLY)
string(REPLACE "&" "&amp;" TRIBUTARY_GAME_NAMES "${TRIBUTARY_GAME_NAMES}")
string(REPLACE "<" "&lt;" TRIBUTARY_GAME_NAMES "${TRIBUTARY_GAME_NAMES}")
string(REPLACE "&" "&amp;" TRIBUTARY_GAME_NAMES_PL "${TRIBUTARY_GAME_NAMES_PL}")
string(REPLACE "<" "&lt;" TRIBUTARY_GAME_NAMES_PL "${TRIBUTARY_GAME_NAMES_PL}")
configure_file(${IN_DIR}/${APP_ID}.metainfo.xml.in ${OUT_DIR}/${APP_ID}.metainfo.xml @ONLY)
