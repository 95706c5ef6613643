# Every dependency comes from the distribution's packages (Debian 12 names in README.md).
find_package(nlohmann_json 3.10 REQUIRED)
find_package(SQLite3 REQUIRED)
find_package(Threads REQUIRED)

if(TRIBUTARY_GUI)
  find_package(glfw3 3.3 REQUIRED)
  find_package(OpenGL REQUIRED)
  find_package(PkgConfig REQUIRED)
  # Debian's libimgui.a already contains the GLFW and OpenGL3 backends; imgui.pc requires stb.
  pkg_check_modules(IMGUI REQUIRED IMPORTED_TARGET imgui)
  pkg_check_modules(STB REQUIRED IMPORTED_TARGET stb)
  pkg_check_modules(FONTCONFIG REQUIRED IMPORTED_TARGET fontconfig)
endif()

if(BUILD_TESTING)
  find_package(doctest REQUIRED)
endif()

if(TRIBUTARY_BENCH)
  find_package(benchmark REQUIRED)
endif()

# The message catalogs (po/*.po → .mo) need msgfmt from the `gettext` package; the tests'
# catalog check runs xgettext and msgcmp from the same package.
find_program(MSGFMT msgfmt REQUIRED)
