# ccache as the compiler launcher when it is installed (Debian package `ccache`).
#
# base_dir: paths below the source tree are hashed relative to the compiler's working
# folder, and hash_dir off leaves that folder out of the hash, so a copy of the tree built
# in its own build/ (tests/add-game/check.sh) reuses every object it shares with this one.
# The sloppiness is what ccache needs to cache compiles that use a precompiled header.
option(TRIBUTARY_CCACHE "Compile through ccache when it is installed" ON)
if(TRIBUTARY_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  find_program(TRIBUTARY_CCACHE_PROGRAM ccache)
  if(TRIBUTARY_CCACHE_PROGRAM)
    set(CMAKE_CXX_COMPILER_LAUNCHER
        ${CMAKE_COMMAND} -E env CCACHE_BASEDIR=${PROJECT_SOURCE_DIR} CCACHE_NOHASHDIR=1
        CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
        ${TRIBUTARY_CCACHE_PROGRAM})
  endif()
endif()
