# Solo analysis: each game with one adds its searches' benchmarks in
# tests/<game>/bench/analysis_bench.cpp, all run by one bench_analysis.
tributary_game_cases(analysis_benches bench/analysis_bench.cpp)
add_executable(bench_analysis ${analysis_benches})
target_link_libraries(bench_analysis PRIVATE tributary_analysis benchmark::benchmark_main)
# Each game's file keeps its helpers in its own anonymous namespace: one translation unit each.
set_target_properties(bench_analysis PROPERTIES UNITY_BUILD OFF)
target_include_directories(bench_analysis PRIVATE ${CMAKE_CURRENT_LIST_DIR})
