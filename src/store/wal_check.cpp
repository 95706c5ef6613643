// Reading a -wal as SQLite's recovery does, to tell the user when it drops committed
// transactions: recovery keeps the frames up to the last commit before the first frame
// whose checksum breaks, and ignores the rest without a word. Frames of this log (the
// header's salts) that end a transaction after that break were committed and are lost.
// Frames with other salts are an earlier log's, left over when SQLite started the file
// again after a checkpoint: those are normal.

#include "store/wal_check.h"

#include "core/fill.h"
#include "core/i18n.h"

#include <array>
#include <chrono>
#include <cstdint>
#include <fstream>
#include <thread>
#include <vector>

namespace trib::store_detail {

namespace {

constexpr std::size_t kWalHeader = 32;
constexpr std::size_t kFrameHeader = 24;
constexpr std::uint32_t kWalMagic = 0x377f0682;  // | 1: checksums of big-endian words

std::uint32_t read_big_endian(const unsigned char* bytes) {
  return (std::uint32_t{bytes[0]} << 24) | (std::uint32_t{bytes[1]} << 16) |
         (std::uint32_t{bytes[2]} << 8) | std::uint32_t{bytes[3]};
}

std::uint32_t read_little_endian(const unsigned char* bytes) {
  return (std::uint32_t{bytes[3]} << 24) | (std::uint32_t{bytes[2]} << 16) |
         (std::uint32_t{bytes[1]} << 8) | std::uint32_t{bytes[0]};
}

// SQLite's WAL checksum over `size` bytes (a multiple of 8), continuing from `sum`.
void wal_checksum(bool big_endian, const unsigned char* data, std::size_t size,
                  std::array<std::uint32_t, 2>& sum) {
  for (std::size_t i = 0; i + 8 <= size; i += 8) {
    const std::uint32_t a = big_endian ? read_big_endian(data + i) : read_little_endian(data + i);
    const std::uint32_t b =
        big_endian ? read_big_endian(data + i + 4) : read_little_endian(data + i + 4);
    sum[0] += a + sum[1];
    sum[1] += b + sum[0];
  }
}

struct WalReading {
  std::int64_t frames = 0;        // whole frames in the file
  std::int64_t recovered = 0;     // frames recovery keeps (up to its last commit)
  std::int64_t broken_at = 0;     // the first frame that fails, 1-based; 0: none
  std::int64_t lost_commits = 0;  // transactions of this log ending after the break
};

WalReading read_wal(const std::string& wal_path) {
  WalReading reading;
  std::ifstream in(wal_path, std::ios::binary);
  std::array<unsigned char, kWalHeader> header{};
  if (!in.read(reinterpret_cast<char*>(header.data()), header.size())) return reading;
  const std::uint32_t magic = read_big_endian(&header[0]);
  const std::uint32_t page_size = read_big_endian(&header[8]);
  const bool page_size_valid =
      page_size >= 512 && page_size <= 65536 && (page_size & (page_size - 1)) == 0;
  if ((magic & ~1u) != kWalMagic || !page_size_valid) return reading;
  const bool big_endian = (magic & 1) != 0;
  std::array<std::uint32_t, 2> sum{0, 0};
  wal_checksum(big_endian, header.data(), 24, sum);
  bool intact = sum[0] == read_big_endian(&header[24]) && sum[1] == read_big_endian(&header[28]);
  const std::uint32_t salt1 = read_big_endian(&header[16]);
  const std::uint32_t salt2 = read_big_endian(&header[20]);

  std::vector<unsigned char> frame(kFrameHeader + page_size);
  while (
      in.read(reinterpret_cast<char*>(frame.data()), static_cast<std::streamsize>(frame.size()))) {
    ++reading.frames;
    const bool ours = read_big_endian(&frame[8]) == salt1 && read_big_endian(&frame[12]) == salt2;
    const bool commit = read_big_endian(&frame[4]) != 0;
    if (intact) {
      wal_checksum(big_endian, frame.data(), 8, sum);
      wal_checksum(big_endian, frame.data() + kFrameHeader, page_size, sum);
      intact = ours && read_big_endian(&frame[0]) != 0 && sum[0] == read_big_endian(&frame[16]) &&
               sum[1] == read_big_endian(&frame[20]);
      if (intact) {
        if (commit) reading.recovered = reading.frames;
        continue;
      }
      reading.broken_at = reading.frames;
    }
    if (ours && commit) ++reading.lost_commits;
  }
  return reading;
}

}  // namespace

std::optional<std::string> wal_damage(const std::string& path) {
  const std::string wal = path + "-wal";
  WalReading reading = read_wal(wal);
  if (reading.lost_commits == 0) return std::nullopt;
  // A program writing to the database right now may be half-way through a frame: its
  // commit is whole a moment later.
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  reading = read_wal(wal);
  if (reading.lost_commits == 0) return std::nullopt;
  const auto lost = static_cast<unsigned long>(reading.lost_commits);
  return fill(P_("{} is damaged at frame {} of {}: SQLite reads the database as of the last "
                 "whole transaction before it, so the {} transaction written after it (the last "
                 "sessions or moves stored before a crash or a disk fault) are missing",
                 "{} is damaged at frame {} of {}: SQLite reads the database as of the last "
                 "whole transaction before it, so the {} transactions written after it (the "
                 "last sessions or moves stored before a crash or a disk fault) are missing",
                 lost),
              wal, reading.broken_at, reading.frames, reading.lost_commits);
}

}  // namespace trib::store_detail
