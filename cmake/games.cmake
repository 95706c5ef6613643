# The games this build knows, found in one place. Every folder src/games/<game>/ with a
# CMakeLists.txt is a game (its engine, a static library game_<game with _>); its board
# view is src/ui/<game>/ and its tests tests/<game>/, each when that folder exists; its
# bundled data is data/<game>/. The registries of engines and views are generated from
# the same folders, so adding a game adds folders and edits no file. A game's solo
# analysis, when it has one, is src/games/<game>/analysis/, and the results panel that shows
# it src/ui/<game>/analysis_panel.cpp. CONFIGURE_DEPENDS reconfigures the build when a
# folder or panel appears or goes.
#
# Sets TRIBUTARY_GAMES (every game id, alphabetical), TRIBUTARY_GAME_VIEWS,
# TRIBUTARY_GAME_ANALYSERS and TRIBUTARY_GAME_TESTS (the ids with a view / analysis /
# tests folder) and TRIBUTARY_GAMES_GENERATED
# (the folder of the generated headers, for the registries' include path).

file(GLOB engine_lists CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/src/games/*/CMakeLists.txt)
file(GLOB view_lists CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/src/ui/*/CMakeLists.txt)
file(GLOB test_lists CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/tests/*/CMakeLists.txt)
file(GLOB analysis_lists CONFIGURE_DEPENDS
     ${PROJECT_SOURCE_DIR}/src/games/*/analysis/CMakeLists.txt)
file(GLOB analysis_panels CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/src/ui/*/analysis_panel.cpp)

set(TRIBUTARY_GAMES "")
set(TRIBUTARY_GAME_VIEWS "")
set(TRIBUTARY_GAME_TESTS "")
set(TRIBUTARY_GAME_ANALYSERS "")
set(engine_lines "")
set(engine_x "")
set(view_x "")
set(analyser_x "")
set(panel_x "")
foreach(engine_list ${engine_lists})
  get_filename_component(folder ${engine_list} DIRECTORY)
  get_filename_component(game ${folder} NAME)
  string(REPLACE "-" "_" symbol ${game})
  list(APPEND TRIBUTARY_GAMES ${game})
  string(APPEND engine_lines "#include \"games/${game}/${symbol}.h\"\n")
  string(APPEND engine_x " X(${symbol})")
  if(${PROJECT_SOURCE_DIR}/src/ui/${game}/CMakeLists.txt IN_LIST view_lists)
    list(APPEND TRIBUTARY_GAME_VIEWS ${game})
    string(APPEND view_x " X(${symbol})")
    if(${PROJECT_SOURCE_DIR}/src/ui/${game}/analysis_panel.cpp IN_LIST analysis_panels)
      string(APPEND panel_x " X(${symbol})")
    endif()
  endif()
  if(${folder}/analysis/CMakeLists.txt IN_LIST analysis_lists)
    list(APPEND TRIBUTARY_GAME_ANALYSERS ${game})
    string(APPEND analyser_x " X(${symbol})")
  endif()
  if(${PROJECT_SOURCE_DIR}/tests/${game}/CMakeLists.txt IN_LIST test_lists)
    list(APPEND TRIBUTARY_GAME_TESTS ${game})
  endif()
endforeach()

set(TRIBUTARY_GAMES_GENERATED ${PROJECT_BINARY_DIR}/generated)
set(generated_note "// Written by cmake/games.cmake from the folders of src/games/ and src/ui/.")
# Each game's header games/<game>/<game with _>.h declares `const trib::Game& <game with _>_game()`.
file(CONFIGURE OUTPUT ${TRIBUTARY_GAMES_GENERATED}/registered_games.h CONTENT
"#pragma once
${generated_note}
${engine_lines}
#define TRIBUTARY_GAMES(X)${engine_x}
")
# Each view folder defines `std::unique_ptr<trib::ui::GameView> make_<game with _>_view()`.
file(CONFIGURE OUTPUT ${TRIBUTARY_GAMES_GENERATED}/registered_views.h CONTENT
"#pragma once
${generated_note}

#define TRIBUTARY_GAME_VIEWS(X)${view_x}
")
# Each view folder with an analysis_panel.cpp defines
# `trib::ui::AnalysisPanel& <game with _>_analysis_panel()`.
file(CONFIGURE OUTPUT ${TRIBUTARY_GAMES_GENERATED}/registered_analysis_panels.h CONTENT
"#pragma once
${generated_note}

#define TRIBUTARY_ANALYSIS_PANELS(X)${panel_x}
")
# Each analysis folder defines
# `std::unique_ptr<trib::analysis::SoloAnalyser> make_<game with _>_analyser()`.
file(CONFIGURE OUTPUT ${TRIBUTARY_GAMES_GENERATED}/registered_analysers.h CONTENT
"#pragma once
${generated_note}

#define TRIBUTARY_GAME_ANALYSERS(X)${analyser_x}
")
