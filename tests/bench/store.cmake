# The store's queries over a seeded 100 000-session database (cached in the build folder).
add_executable(bench_store ${CMAKE_CURRENT_LIST_DIR}/bench_store.cpp)
target_link_libraries(bench_store PRIVATE tributary_store SQLite::SQLite3 benchmark::benchmark_main)
target_compile_definitions(bench_store PRIVATE TRIBUTARY_BENCH_DB_DIR="${CMAKE_CURRENT_BINARY_DIR}")
