# Wodny szlak: scoring a finished 4-player game and enumerating legal spots for a hand.
add_executable(bench_wodny_szlak ${CMAKE_CURRENT_LIST_DIR}/bench_wodny_szlak.cpp)
target_link_libraries(bench_wodny_szlak PRIVATE game_wodny_szlak benchmark::benchmark_main)
