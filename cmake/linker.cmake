# mold links the many test executables several times faster than GNU ld (Debian package
# `mold`); used when it is installed.
option(TRIBUTARY_MOLD "Link with mold when it is installed" ON)
if(TRIBUTARY_MOLD)
  find_program(TRIBUTARY_MOLD_PROGRAM mold)
  if(TRIBUTARY_MOLD_PROGRAM)
    add_link_options(-fuse-ld=mold)
  endif()
endif()
