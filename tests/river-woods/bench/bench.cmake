# River Woods: validating one turn and scoring a finished 4-player game.
add_executable(bench_river_woods ${CMAKE_CURRENT_LIST_DIR}/bench_river_woods.cpp
  ${CMAKE_CURRENT_LIST_DIR}/../random_player.cpp)
target_include_directories(bench_river_woods PRIVATE ${CMAKE_CURRENT_LIST_DIR}/..)
target_link_libraries(bench_river_woods PRIVATE game_river_woods benchmark::benchmark_main)
