// libFuzzer target (clang -fsanitize=fuzzer): ./fuzz_table tests/data/*/
#include "table_input.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  trib::fuzz::score_table_bytes(data, size);
  return 0;
}
