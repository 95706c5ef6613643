# Solo analysis: River Wild best-with-draws searches on seeded full deals.
add_executable(bench_analysis ${CMAKE_CURRENT_LIST_DIR}/bench_analysis.cpp)
target_link_libraries(bench_analysis PRIVATE tributary_analysis benchmark::benchmark_main)
