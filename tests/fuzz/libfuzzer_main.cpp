// One libFuzzer target per parser; CMake compiles this file once per target with the
// definition that picks it (see tests/fuzz/CMakeLists.txt and `./dev fuzz`).
#include "table_input.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
#if defined(TRIBUTARY_FUZZ_TABLE)
  trib::fuzz::score_table_as(TRIBUTARY_FUZZ_TABLE, data, size);
#elif defined(TRIBUTARY_FUZZ_CATALOG)
  trib::fuzz::check_catalog_bytes(TRIBUTARY_FUZZ_CATALOG, data, size);
#elif defined(TRIBUTARY_FUZZ_STORED_ROWS)
  trib::fuzz::load_stored_rows(data, size);
#else
#error "define the fuzz target: TRIBUTARY_FUZZ_TABLE, _CATALOG or _STORED_ROWS"
#endif
  return 0;
}
