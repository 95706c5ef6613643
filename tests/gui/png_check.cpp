// png_check FILE [WIDTH HEIGHT]: exits 0 when FILE is a PNG of that size showing a real
// picture (not one flat colour, and enough distinct colours for text to be there).
// png_check --locate RRGGBB FILE [MIN_AREA]: prints "X Y", the centre of the first
// (top-most, then left-most) area of exactly that colour of at least MIN_AREA (200) pixels, e.g.
// the first accent-coloured button, so a scripted click does not depend on hard-coded coordinates.
// FILE may also be the live screen of a virtual X server (Xvfb -fbdir DIR writes DIR/Xvfb_screen0
// as XWD), so a scripted flow can find what the running window shows now.
// png_check --box RRGGBB FILE MIN_AREA: prints "X0 Y0 X1 Y1", the bounding box of that area.
// png_check --unmoved BEFORE AFTER RRGGBB: whether a board kept its picture. The board is the
// first area of the background colour RRGGBB of at least 20000 pixels in BEFORE; of the
// pixels in its box drawn in another colour (the pieces on it) in either picture, at least
// 60% must be the same in AFTER (a new piece changes a few; a pan or a zoom nearly all). It
// prints the share, and on failure the shift that would have matched best.

#include <stb_image.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <set>
#include <vector>

namespace {

unsigned pixel_rgb(const unsigned char* pixels, int width, int x, int y) {
  const unsigned char* p = pixels + (static_cast<std::size_t>(y) * width + x) * 4;
  return (unsigned{p[0]} << 16) | (unsigned{p[1]} << 8) | p[2];
}

std::uint32_t big_endian(const unsigned char* p) {
  return (std::uint32_t{p[0]} << 24) | (std::uint32_t{p[1]} << 16) | (std::uint32_t{p[2]} << 8) |
         p[3];
}

// An XWD dump of 32-bit TrueColor pixels (what Xvfb -fbdir keeps) as RGBA; false otherwise.
bool read_xwd(const char* file, std::vector<unsigned char>& rgba, int& width, int& height) {
  std::FILE* in = std::fopen(file, "rb");
  if (in == nullptr) return false;
  std::vector<unsigned char> data;
  unsigned char chunk[65536];
  for (std::size_t n; (n = std::fread(chunk, 1, sizeof chunk, in)) > 0;) {
    data.insert(data.end(), chunk, chunk + n);
  }
  std::fclose(in);
  if (data.size() < 100 || big_endian(&data[4]) != 7) return false;  // XWD file version 7
  const std::uint32_t header = big_endian(&data[0]), bits = big_endian(&data[44]),
                      line = big_endian(&data[48]), colours = big_endian(&data[76]);
  const bool lsb_first = big_endian(&data[28]) == 0;
  width = static_cast<int>(big_endian(&data[16]));
  height = static_cast<int>(big_endian(&data[20]));
  const std::size_t start = header + std::size_t{colours} * 12;
  if (bits != 32 || data.size() < start + std::size_t{line} * height) return false;
  rgba.resize(static_cast<std::size_t>(width) * height * 4);
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      const unsigned char* p = &data[start + std::size_t{line} * y + std::size_t(x) * 4];
      unsigned char* q = &rgba[(static_cast<std::size_t>(y) * width + x) * 4];
      q[0] = lsb_first ? p[2] : p[1];
      q[1] = lsb_first ? p[1] : p[2];
      q[2] = lsb_first ? p[0] : p[3];
      q[3] = 255;
    }
  }
  return true;
}

// FILE as RGBA: the live screen of a virtual X server or an image stb reads.
bool load(const char* file, std::vector<unsigned char>& image, int& width, int& height) {
  if (read_xwd(file, image, width, height)) return true;
  int channels = 0;
  unsigned char* png = stbi_load(file, &width, &height, &channels, 4);
  if (png == nullptr) {
    std::fprintf(stderr, "%s: not a readable image\n", file);
    return false;
  }
  image.assign(png, png + static_cast<std::size_t>(width) * height * 4);
  stbi_image_free(png);
  return true;
}

struct Area {
  int min_x = 0, min_y = 0, max_x = -1, max_y = -1;
};

// The bounding box of the first (top-most, then left-most) area of exactly colour `wanted`
// of at least min_area pixels; max_x < 0 when there is none.
Area find_area(const std::vector<unsigned char>& image, int width, int height, unsigned wanted,
               int min_area) {
  const unsigned char* pixels = image.data();
  // Flood fill (4-neighbours) from each matching pixel; the first area of at least
  // min_area pixels is the answer (text in that colour gives only small areas).
  std::vector<char> seen(static_cast<std::size_t>(width) * height, 0);
  Area found;
  for (int y = 0; y < height && found.max_x < 0; ++y) {
    for (int x = 0; x < width && found.max_x < 0; ++x) {
      if (seen[static_cast<std::size_t>(y) * width + x] ||
          pixel_rgb(pixels, width, x, y) != wanted) {
        continue;
      }
      int lo_x = x, hi_x = x, lo_y = y, hi_y = y, area = 0;
      std::vector<std::pair<int, int>> stack = {{x, y}};
      seen[static_cast<std::size_t>(y) * width + x] = 1;
      while (!stack.empty()) {
        const auto [px, py] = stack.back();
        stack.pop_back();
        ++area;
        lo_x = std::min(lo_x, px), hi_x = std::max(hi_x, px);
        lo_y = std::min(lo_y, py), hi_y = std::max(hi_y, py);
        const int next[4][2] = {{px + 1, py}, {px - 1, py}, {px, py + 1}, {px, py - 1}};
        for (const auto& n : next) {
          if (n[0] < 0 || n[1] < 0 || n[0] >= width || n[1] >= height) continue;
          char& mark = seen[static_cast<std::size_t>(n[1]) * width + n[0]];
          if (mark || pixel_rgb(pixels, width, n[0], n[1]) != wanted) continue;
          mark = 1;
          stack.push_back({n[0], n[1]});
        }
      }
      if (area >= min_area) found = {lo_x, lo_y, hi_x, hi_y};
    }
  }
  return found;
}

int locate(const char* hex, const char* file, int min_area, bool box) {
  const unsigned wanted = static_cast<unsigned>(std::strtoul(hex, nullptr, 16));
  int width = 0, height = 0;
  std::vector<unsigned char> image;
  if (!load(file, image, width, height)) return 1;
  const auto [min_x, min_y, max_x, max_y] = find_area(image, width, height, wanted, min_area);
  if (max_x < 0) {
    std::fprintf(stderr, "%s: no pixel of colour %s\n", file, hex);
    return 1;
  }
  if (box) {
    std::printf("%d %d %d %d\n", min_x, min_y, max_x, max_y);
  } else {
    std::printf("%d %d\n", (min_x + max_x) / 2, (min_y + max_y) / 2);
  }
  return 0;
}

// The share of the board's drawn pixels (not `background` in either picture) that are equal
// when AFTER is read `dx`, `dy` pixels off; every `step`-th pixel each way.
double same_share(const std::vector<unsigned char>& before, const std::vector<unsigned char>& after,
                  int width, int height, const Area& board, unsigned background, int dx, int dy,
                  int step) {
  long drawn = 0, same = 0;
  for (int y = board.min_y; y <= board.max_y; y += step) {
    for (int x = board.min_x; x <= board.max_x; x += step) {
      const int ax = x + dx, ay = y + dy;
      if (ax < 0 || ay < 0 || ax >= width || ay >= height) continue;
      const unsigned b = pixel_rgb(before.data(), width, x, y);
      const unsigned a = pixel_rgb(after.data(), width, ax, ay);
      if (a == background && b == background) continue;
      ++drawn;
      same += a == b;
    }
  }
  return drawn == 0 ? 0.0 : static_cast<double>(same) / static_cast<double>(drawn);
}

int unmoved(const char* before_file, const char* after_file, const char* hex) {
  const unsigned background = static_cast<unsigned>(std::strtoul(hex, nullptr, 16));
  std::vector<unsigned char> before, after;
  int width = 0, height = 0, after_width = 0, after_height = 0;
  if (!load(before_file, before, width, height) ||
      !load(after_file, after, after_width, after_height)) {
    return 2;
  }
  if (width != after_width || height != after_height) {
    std::fprintf(stderr, "%s and %s differ in size\n", before_file, after_file);
    return 2;
  }
  const Area board = find_area(before, width, height, background, 20000);
  if (board.max_x < 0) {
    std::fprintf(stderr, "%s: no board (an area of colour %s)\n", before_file, hex);
    return 2;
  }
  const double share = same_share(before, after, width, height, board, background, 0, 0, 1);
  std::printf("board %d,%d-%d,%d: %.0f%% of its drawn pixels unchanged\n", board.min_x, board.min_y,
              board.max_x, board.max_y, share * 100);
  if (share >= 0.6) return 0;
  int best_dx = 0, best_dy = 0;
  double best = share;
  for (int dy = -48; dy <= 48; ++dy) {
    for (int dx = -48; dx <= 48; ++dx) {
      const double s = same_share(before, after, width, height, board, background, dx, dy, 4);
      if (s > best) best = s, best_dx = dx, best_dy = dy;
    }
  }
  std::printf("moved: the best match is %d,%d px off (%.0f%% unchanged there)\n", best_dx, best_dy,
              best * 100);
  return 1;
}

}  // namespace

int main(int argc, char** argv) {
  if ((argc == 4 || argc == 5) && std::strcmp(argv[1], "--locate") == 0) {
    return locate(argv[2], argv[3], argc == 5 ? std::atoi(argv[4]) : 200, false);
  }
  if (argc == 5 && std::strcmp(argv[1], "--box") == 0) {
    return locate(argv[2], argv[3], std::atoi(argv[4]), true);
  }
  if (argc == 5 && std::strcmp(argv[1], "--unmoved") == 0) {
    return unmoved(argv[2], argv[3], argv[4]);
  }
  if (argc != 2 && argc != 4) {
    std::fprintf(
        stderr,
        "usage: png_check FILE [WIDTH HEIGHT] | png_check --locate RRGGBB FILE [MIN_AREA] | "
        "png_check --box RRGGBB FILE MIN_AREA | "
        "png_check --unmoved BEFORE AFTER RRGGBB\n");
    return 2;
  }
  int width = 0, height = 0, channels = 0;
  unsigned char* pixels = stbi_load(argv[1], &width, &height, &channels, 4);
  if (pixels == nullptr) {
    std::fprintf(stderr, "%s: not a readable image (%s)\n", argv[1], stbi_failure_reason());
    return 1;
  }
  int status = 0;
  if (argc == 4 && (width != std::atoi(argv[2]) || height != std::atoi(argv[3]))) {
    std::fprintf(stderr, "%s: %dx%d, expected %sx%s\n", argv[1], width, height, argv[2], argv[3]);
    status = 1;
  }
  std::set<unsigned> colours;
  for (int y = 0; y < height && colours.size() < 64; ++y) {
    for (int x = 0; x < width && colours.size() < 64; ++x)
      colours.insert(pixel_rgb(pixels, width, x, y));
  }
  stbi_image_free(pixels);
  // Anti-aliased text alone gives dozens of shades; a blank or broken frame gives 1-2.
  if (colours.size() < 16) {
    std::fprintf(stderr, "%s: looks blank (%zu distinct colours)\n", argv[1], colours.size());
    status = 1;
  }
  if (status == 0) std::printf("%s: ok, %dx%d\n", argv[1], width, height);
  return status;
}
