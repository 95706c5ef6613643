# nlohmann/json.hpp reaches nearly every translation unit and costs seconds to parse, so it
# is precompiled once and every C++ target reuses that header (REUSE_FROM); the doctest
# suites reuse a second one that adds doctest. Each anchor is compiled with the flags of the
# targets that reuse it, which is what lets GCC and clang accept the header.

if(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  # Without it clang refuses a header whose timestamp changed, and ccache cannot cache it.
  add_compile_options(-Xclang -fno-pch-timestamp)
endif()

add_library(tributary_pch STATIC ${CMAKE_CURRENT_LIST_DIR}/pch_anchor.cpp)
target_link_libraries(tributary_pch PRIVATE nlohmann_json::nlohmann_json)
target_precompile_headers(tributary_pch PRIVATE <nlohmann/json.hpp> <string> <vector> <map>
                          <optional> <functional> <algorithm>)

# Makes TARGET reuse a precompiled header: a doctest suite (it links doctest_main) the one
# tests/CMakeLists.txt makes with doctest and the suites' flags, anything else the json one.
function(tributary_reuse_precompiled_header target)
  get_target_property(links ${target} LINK_LIBRARIES)
  if(links AND "doctest_main" IN_LIST links)
    target_precompile_headers(${target} REUSE_FROM tributary_test_pch)
  else()
    target_precompile_headers(${target} REUSE_FROM tributary_pch)
  endif()
endfunction()
