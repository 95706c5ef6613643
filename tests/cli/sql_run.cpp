// sql_run DB SQL: runs SQL on a database file through the SQLite library and prints the
// first column of each row, so the CLI tests can alter a database without the sqlite3
// program. Exit 1 with SQLite's message when the SQL fails.

#include <sqlite3.h>

#include <cstdio>

namespace {

int print_first_column(void*, int columns, char** values, char**) {
  if (columns > 0) std::printf("%s\n", values[0] ? values[0] : "NULL");
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: sql_run DB SQL\n");
    return 2;
  }
  sqlite3* db = nullptr;
  char* error = nullptr;
  int rc = sqlite3_open_v2(argv[1], &db, SQLITE_OPEN_READWRITE, nullptr);
  if (rc == SQLITE_OK) rc = sqlite3_exec(db, argv[2], print_first_column, nullptr, &error);
  if (rc != SQLITE_OK) std::fprintf(stderr, "sql_run: %s\n", error ? error : sqlite3_errmsg(db));
  sqlite3_free(error);
  sqlite3_close(db);
  return rc == SQLITE_OK ? 0 : 1;
}
