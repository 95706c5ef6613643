# The store's queries over a seeded 100 000-session database (cached in the build folder).
add_executable(bench_store ${CMAKE_CURRENT_LIST_DIR}/bench_store.cpp)
target_link_libraries(bench_store PRIVATE tributary_store SQLite::SQLite3 benchmark::benchmark_main)
target_compile_definitions(bench_store PRIVATE TRIBUTARY_BENCH_DB_DIR="${CMAKE_CURRENT_BINARY_DIR}")
# The store at 100 000 sessions from the golden tables: tests/bench/store_scale/run.sh.
add_executable(store_scale ${CMAKE_CURRENT_LIST_DIR}/store_scale/store_scale.cpp)
target_link_libraries(store_scale PRIVATE tributary_bgstats tributary_games tributary_store
                                          tributary_session SQLite::SQLite3)
