// Finds English text the player would see that is not passed to the translation functions
// (_, N_, P_, C_ of core/i18n.h). Prints FILE:LINE: "text" for each and exits 1 if any.
//   literal_check FILE...
// A string literal counts as text to translate when it reads as words (two words of letters
// with a space between), or when it is the label of an ImGui widget (the part before "##").
// Not counted: literals inside a translation call, SQL, and a line that says why it stays
// English with the comment `// not translated: <why>` (a file name, a format code…).

#include <cctype>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace {

struct Literal {
  std::string text;
  int line = 0;
  std::string callee;  // the function whose parentheses hold it, "" at top level
};

bool is_identifier_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_' || c == ':';
}

// Every ordinary string literal of a C++ source with its line and innermost call. Comments,
// character literals and raw strings are skipped; adjacent literals are joined.
std::vector<Literal> literals_of(const std::string& source) {
  std::vector<Literal> found;
  std::vector<std::string> calls;  // one entry per open parenthesis
  std::string last_identifier;
  bool previous_was_literal = false;
  int line = 1;
  for (std::size_t i = 0; i < source.size(); ++i) {
    const char c = source[i];
    if (c == '\n') {
      ++line;
      continue;
    }
    if (c == '/' && i + 1 < source.size() && source[i + 1] == '/') {
      while (i < source.size() && source[i] != '\n') ++i;
      --i;
      continue;
    }
    if (c == '/' && i + 1 < source.size() && source[i + 1] == '*') {
      for (i += 2; i + 1 < source.size() && !(source[i] == '*' && source[i + 1] == '/'); ++i) {
        if (source[i] == '\n') ++line;
      }
      ++i;
      continue;
    }
    if (c == '#' && (i == 0 || source[i - 1] == '\n')) {  // preprocessor line: #include <…>
      while (i < source.size() && source[i] != '\n') ++i;
      --i;
      continue;
    }
    if (c == '\'') {
      for (++i; i < source.size() && source[i] != '\''; ++i) {
        if (source[i] == '\\') ++i;
      }
      continue;
    }
    if (c == 'R' && i + 1 < source.size() && source[i + 1] == '"') {
      const std::size_t open = source.find('(', i);
      const std::string end = ")" + source.substr(i + 2, open - i - 2) + "\"";
      const std::size_t close = source.find(end, open);
      for (std::size_t k = i; k < close && k < source.size(); ++k) line += source[k] == '\n';
      i = close == std::string::npos ? source.size() : close + end.size() - 1;
      continue;
    }
    if (c == '"') {
      std::string text;
      for (++i; i < source.size() && source[i] != '"'; ++i) {
        if (source[i] == '\\' && i + 1 < source.size()) {
          const char escaped = source[++i];
          text += escaped == 'n' ? '\n' : escaped == 't' ? '\t' : escaped;
          continue;
        }
        text += source[i];
      }
      if (previous_was_literal && !found.empty()) {
        found.back().text += text;
      } else {
        found.push_back({text, line, calls.empty() ? "" : calls.back()});
      }
      previous_was_literal = true;
      continue;
    }
    if (std::isspace(static_cast<unsigned char>(c)) != 0) continue;
    previous_was_literal = false;
    if (is_identifier_char(c)) {
      std::size_t end = i;
      while (end < source.size() && is_identifier_char(source[end])) ++end;
      last_identifier = source.substr(i, end - i);
      i = end - 1;
      continue;
    }
    if (c == '(') {
      calls.push_back(last_identifier);
    } else if (c == ')') {
      if (!calls.empty()) calls.pop_back();
    }
    last_identifier.clear();
  }
  return found;
}

bool is_translation_call(const std::string& callee) {
  return callee == "_" || callee == "N_" || callee == "P_" || callee == "C_";
}

std::string last_name(const std::string& callee) {
  const std::size_t colon = callee.rfind(':');
  return colon == std::string::npos ? callee : callee.substr(colon + 1);
}

// ImGui widgets whose first string is a label the player reads.
bool is_labelled_widget(const std::string& callee) {
  static const std::set<std::string> widgets = {"Button",
                                                "SmallButton",
                                                "Checkbox",
                                                "RadioButton",
                                                "MenuItem",
                                                "BeginMenu",
                                                "Selectable",
                                                "Text",
                                                "TextUnformatted",
                                                "TextWrapped",
                                                "TextDisabled",
                                                "TextColored",
                                                "BulletText",
                                                "SetTooltip",
                                                "CollapsingHeader",
                                                "BeginTabItem",
                                                "TabItemButton",
                                                "TableSetupColumn",
                                                "SeparatorText",
                                                "LabelText",
                                                "BeginPopupModal",
                                                "Begin",
                                                "TreeNode",
                                                "InputText",
                                                "InputTextWithHint",
                                                "SliderFloat",
                                                "SliderInt",
                                                "Combo",
                                                "BeginCombo",
                                                "DragFloat",
                                                "DragInt",
                                                "InputInt",
                                                "ProgressBar"};
  return callee.rfind("ImGui::", 0) == 0 && widgets.count(last_name(callee)) > 0;
}

bool reads_as_words(std::string_view text) {
  // Two words: whitespace-separated tokens with two ASCII letters in a row each.
  int words = 0;
  int run = 0;
  bool counted = false;
  for (char c : text) {
    if (std::isspace(static_cast<unsigned char>(c)) != 0) {
      run = 0;
      counted = false;
      continue;
    }
    run = std::isalpha(static_cast<unsigned char>(c)) != 0 ? run + 1 : 0;
    if (run >= 2 && !counted) {
      ++words;
      counted = true;
    }
  }
  return words >= 2;
}

bool is_sql(std::string_view text) {
  // A statement or a fragment of one: SQL's upper-case keywords as words.
  static const char* const keywords[] = {
      "SELECT", "INSERT", "UPDATE", "DELETE",   "CREATE",    "PRAGMA",  "WITH",   "ALTER",
      "DROP",   "BEGIN",  "COMMIT", "ROLLBACK", "SAVEPOINT", "RELEASE", "ATTACH", "DETACH",
      "VACUUM", "FROM",   "WHERE",  "AND",      "ORDER",     "GROUP",   "LIMIT",  "JOIN",
      "NOT",    "NULL",   "VALUES", "INTO",     "SET",       "OR",      "ON",     "AS"};
  std::string word;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    const char c = i < text.size() ? text[i] : ' ';
    if (std::isalpha(static_cast<unsigned char>(c)) != 0) {
      word += c;
      continue;
    }
    for (const char* keyword : keywords) {
      if (word == keyword) return true;
    }
    word.clear();
  }
  return false;
}

bool has_letters(std::string_view text) {
  int run = 0;
  for (char c : text) {
    run = std::isalpha(static_cast<unsigned char>(c)) != 0 ? run + 1 : 0;
    if (run >= 2) return true;
  }
  return false;
}

bool needs_translation(const Literal& literal) {
  if (is_translation_call(literal.callee) || is_sql(literal.text)) return false;
  if (is_labelled_widget(literal.callee)) {
    const std::string_view visible =
        std::string_view(literal.text).substr(0, literal.text.find("##"));
    if (has_letters(visible)) return true;
  }
  return reads_as_words(literal.text);
}

std::vector<std::string> lines_of(const std::string& source) {
  std::vector<std::string> lines;
  std::istringstream in(source);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

}  // namespace

int main(int argc, char** argv) {
  int untranslated = 0;
  for (int a = 1; a < argc; ++a) {
    std::ifstream in(argv[a]);
    if (!in) {
      std::cerr << argv[a] << ": cannot be read\n";
      return 2;
    }
    const std::string source{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    const std::vector<std::string> lines = lines_of(source);
    for (const Literal& literal : literals_of(source)) {
      if (!needs_translation(literal)) continue;
      const std::string& line = lines[static_cast<std::size_t>(literal.line - 1)];
      if (line.find("// not translated") != std::string::npos) continue;
      std::cout << argv[a] << ":" << literal.line << ": \"" << literal.text << "\"\n";
      ++untranslated;
    }
  }
  if (untranslated > 0) {
    std::cout << untranslated
              << " text(s) shown to players are not passed to _(), N_(), P_() or C_() "
                 "(core/i18n.h); mark text that must stay English with `// not translated: why`\n";
  }
  return untranslated > 0 ? 1 : 0;
}
