// The createPlay link: the documented prefix and the compact JSON, percent-encoded so
// that decoding it gives the play back byte for byte.

#include <doctest/doctest.h>

#include "export_fixture.h"

namespace {

std::string url_decode(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '%' && i + 2 < text.size()) {
      out += static_cast<char>(std::stoi(text.substr(i + 1, 2), nullptr, 16));
      i += 2;
    } else {
      out += text[i];
    }
  }
  return out;
}

}  // namespace

TEST_CASE("url_encode keeps only the unreserved characters") {
  CHECK(trib::url_encode("Az09-_.~") == "Az09-_.~");
  CHECK(trib::url_encode("a b&c=d/e?f#g+h\"") == "a%20b%26c%3Dd%2Fe%3Ff%23g%2Bh%22");
  CHECK(trib::url_encode("×") == "%C3%97");  // UTF-8, byte by byte
  CHECK(trib::url_encode("") == "");
}

TEST_CASE("the link carries the whole play and nothing that needs escaping") {
  trib::test::use_utc();
  const nlohmann::json play =
      trib::bgstats_play(trib::test::play_from_file(trib::test::golden_plays().front().table));
  const std::string link = trib::bgstats_link(play);
  const std::string prefix = "https://app.bgstatsapp.com/createPlay.html?data=";
  REQUIRE(link.rfind(prefix, 0) == 0);
  const std::string data = link.substr(prefix.size());
  CHECK(data.find_first_of(" {}\"&=?#+\n") == std::string::npos);
  CHECK(nlohmann::json::parse(url_decode(data)) == play);
}

TEST_CASE("play dates are local times") {
  trib::test::use_utc();
  CHECK(trib::local_date_time(trib::test::kStartedAt) == "2026-03-14 18:30:00");
  CHECK(trib::local_date_time(0) == "1970-01-01 00:00:00");
}

TEST_CASE("a table file that was never stored is named by its content") {
  const trib::PlayRecord play =
      trib::test::play_from_file(trib::test::golden_plays().front().table);
  const trib::PlayRecord again = trib::play_from_table(play.table, 1);
  CHECK(again.play_id.rfind("table-", 0) == 0);
  CHECK(again.play_id.size() == 22);
  CHECK(again.play_id == trib::table_play_id(play.table));
  trib::TableFile other = play.table;
  other.players[0] = "Someone else";
  CHECK(trib::table_play_id(other) != again.play_id);
  CHECK(again.started_at == 1);
  CHECK(again.finished_at == 1);
}
