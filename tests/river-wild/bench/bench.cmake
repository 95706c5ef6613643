# River Wild: scoring a finished layout and enumerating the legal spots of a hand.
add_executable(bench_river_wild ${CMAKE_CURRENT_LIST_DIR}/bench_river_wild.cpp)
target_link_libraries(bench_river_wild PRIVATE game_river_wild benchmark::benchmark_main)
