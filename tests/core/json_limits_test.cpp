// The limits every JSON read honours: nesting depth, duplicate keys, out-of-range numbers,
// the size cap, and one clear position per syntax error.

#include <doctest/doctest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "core/json_view.h"

using trib::InputError;
using trib::kMaxJsonDepth;
using trib::parse_json_text;

namespace {

InputError json_error_of(std::string_view text) {
  try {
    parse_json_text(text);
  } catch (const InputError& error) {
    return error;
  }
  FAIL("expected an InputError");
  return InputError("unreachable");
}

std::string nested_arrays(std::size_t depth) {
  return std::string(depth, '[') + std::string(depth, ']');
}

std::string message(const InputError& error) {
  return error.what();
}

}  // namespace

TEST_CASE("nesting up to the limit parses; one level more is refused with line and column") {
  CHECK_NOTHROW(parse_json_text(nested_arrays(kMaxJsonDepth)));
  for (std::size_t depth : {kMaxJsonDepth + 1, std::size_t{5000}, std::size_t{200000}}) {
    CAPTURE(depth);
    const InputError error = json_error_of(nested_arrays(depth));
    CHECK(error.line == 1);
    CHECK(error.column == static_cast<int>(kMaxJsonDepth) + 1);
    CHECK(message(error).find("nested too deeply at line 1, column 257") != std::string::npos);
  }
}

TEST_CASE("the position of a too deep object counts lines and skips brackets inside strings") {
  std::string text = "{\"a\": \"[[[{{{\",\n \"b\": ";
  for (std::size_t i = 0; i < kMaxJsonDepth; ++i) text += "{\"k\": ";
  const InputError error = json_error_of(text);
  CHECK(error.line == 2);
  CHECK(error.column == 7 + static_cast<int>(kMaxJsonDepth - 1) * 6);
  CHECK(error.path.rfind("/b/k/k/", 0) == 0);
}

TEST_CASE("a duplicate key is refused with its path") {
  const InputError error = json_error_of(R"({"moves": [{"card": "c1", "row": 1, "card": "c2"}]})");
  CHECK(error.path == "/moves/0/card");
  CHECK(message(error) ==
        "/moves/0/card: the key \"card\" appears twice in one object; keys must differ");
  CHECK_NOTHROW(parse_json_text(R"({"a": {"k": 1}, "b": {"k": 1}})"));
}

TEST_CASE("numbers beyond a double name their path and position, never their digits") {
  const InputError big = json_error_of(R"({"catalog": {"x": [0, 1e400]}})");
  CHECK(big.path == "/catalog/x/1");
  CHECK(message(big) ==
        "/catalog/x/1: the number at line 1, column 23 is out of range "
        "(beyond ±1.8e308)");
  const std::string digits = "1" + std::string(5000, '7');
  const InputError long_number = json_error_of("{\"n\": -" + digits + "}");
  CHECK(long_number.path == "/n");
  CHECK(message(long_number).find("777") == std::string::npos);
  CHECK(message(long_number).size() < 100);
  CHECK(json_error_of("1e999").path.empty());
  // Long but finite numbers are ordinary numbers.
  CHECK(parse_json_text("0." + std::string(5000, '3')).get<double>() == doctest::Approx(1 / 3.0));
}

TEST_CASE("a syntax error states its position once, with a short excerpt") {
  const InputError error = json_error_of("{\n  \"players\": [\"Ada\",]\n}");
  CHECK(error.line == 2);
  CHECK(error.column == 21);
  const std::string text = message(error);
  const std::string prefix = "JSON syntax error at line 2, column 21: ";
  CHECK(text.rfind(prefix, 0) == 0);
  CHECK(text.find("line", prefix.size()) == std::string::npos);
  CHECK(text.find("syntax error", prefix.size()) == std::string::npos);
  const InputError long_token = json_error_of("[\"" + std::string(100000, 'x'));
  CHECK(message(long_token).size() < 200);
}

TEST_CASE("columns count characters, not bytes") {
  const InputError error = json_error_of("[\"żółw\", x]");
  CHECK(error.column == 10);
}

TEST_CASE("text over 16 MB is refused before parsing, and a file before it is read") {
  const std::string big(trib::kMaxJsonBytes + 1, ' ');
  CHECK(message(json_error_of(big)).find("at most 16 MB") != std::string::npos);
  CHECK_NOTHROW(parse_json_text(std::string(trib::kMaxJsonBytes - 2, ' ') + "[]"));

  const auto file = std::filesystem::temp_directory_path() /
                    ("tributary-big-" + std::to_string(getpid()) + ".json");
  std::ofstream(file).put('[');
  std::filesystem::resize_file(file, 200u * 1024 * 1024);  // sparse: nothing is written
  CHECK_THROWS_WITH_AS(trib::read_json_file_text(file.string()),
                       doctest::Contains("the text is 200.0 MB; Tributary reads at most 16 MB"),
                       InputError);
  std::filesystem::remove(file);
}

TEST_CASE("a document holds at most 200 000 values, whatever their kind") {
  const auto values = [](std::size_t count, const char* each) {
    std::string text = "[";
    for (std::size_t i = 1; i < count; ++i) text += std::string(i > 1 ? "," : "") + each;
    return text + "]";  // the array itself is one value
  };
  CHECK_NOTHROW(parse_json_text(values(trib::kMaxJsonValues, "{}")));
  const InputError error = json_error_of(values(trib::kMaxJsonValues + 1, "{}"));
  CHECK(message(error).find("more than 200000 values") != std::string::npos);
  CHECK(error.path == "/199999");
  CHECK_THROWS_AS(parse_json_text(values(trib::kMaxJsonValues + 1, "0")), InputError);
}

TEST_CASE("a FIFO or a folder is refused before it is opened, so nothing blocks") {
  const auto fifo =
      std::filesystem::temp_directory_path() / ("tributary-fifo-" + std::to_string(getpid()));
  REQUIRE(mkfifo(fifo.c_str(), 0600) == 0);
  CHECK_THROWS_WITH_AS(trib::read_json_file_text(fifo.string()),
                       doctest::Contains("is not a regular file"), InputError);
  std::filesystem::remove(fifo);
  CHECK_THROWS_WITH_AS(trib::read_json_file_text(fifo.parent_path().string()),
                       doctest::Contains("is a folder"), InputError);
  CHECK_THROWS_WITH_AS(trib::read_json_file_text(fifo.string()),
                       doctest::Contains("No such file or directory"), InputError);
}
