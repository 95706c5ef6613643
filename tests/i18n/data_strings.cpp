// The texts of data/ a player reads (each "name", "title" and "label" value of the games'
// JSON files: rank titles, categories, score-pad rows, companions, objectives, motivations),
// written as a gettext template so they join the sources' strings in the catalog:
//   data_strings DATA_DIR > data.pot
// Values without a word in them (card codes such as "C3") are left out.

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

bool is_shown_key(const std::string& key) {
  return key == "name" || key == "title" || key == "label";
}

bool has_word(const std::string& text) {
  int run = 0;
  for (char c : text) {
    run = std::isalpha(static_cast<unsigned char>(c)) != 0 ? run + 1 : 0;
    if (run >= 2) return true;
  }
  return false;
}

void collect(const nlohmann::json& node, const std::string& where,
             std::map<std::string, std::set<std::string>>& found) {
  if (node.is_array()) {
    for (const auto& item : node) collect(item, where, found);
    return;
  }
  if (!node.is_object()) return;
  for (const auto& [key, value] : node.items()) {
    if (value.is_string() && is_shown_key(key) && has_word(value.get<std::string>())) {
      found[value.get<std::string>()].insert(where);
    } else {
      collect(value, where, found);
    }
  }
}

std::string quoted(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: data_strings DATA_DIR\n";
    return 2;
  }
  const fs::path data = argv[1];
  std::vector<fs::path> files;
  for (const auto& game : fs::directory_iterator(data)) {
    if (!game.is_directory() || game.path().filename() == "examples") continue;
    for (const auto& file : fs::directory_iterator(game.path())) {
      if (file.path().extension() == ".json") files.push_back(file.path());
    }
  }
  std::sort(files.begin(), files.end());
  std::map<std::string, std::set<std::string>> found;
  for (const fs::path& file : files) {
    std::ifstream in(file);
    try {
      collect(nlohmann::json::parse(in), "data/" + fs::relative(file, data).string(), found);
    } catch (const nlohmann::json::exception& error) {
      std::cerr << file.string() << ": " << error.what() << "\n";
      return 1;
    }
  }
  std::cout << "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n";
  for (const auto& [text, places] : found) {
    std::cout << "\n#:";
    for (const std::string& place : places) std::cout << " " << place;
    std::cout << "\nmsgid " << quoted(text) << "\nmsgstr \"\"\n";
  }
  return 0;
}
