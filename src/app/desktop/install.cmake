# `cmake --install`: the binary in bin/, the bundled data in share/tributary/data (found
# from the binary's prefix, see src/core/data_dir.h), and what a Linux desktop needs to
# list and launch Tributary and open table files with it. CPack turns the same tree into
# a .deb whose dependencies dpkg-shlibdeps computes from the binary.
include(GNUInstallDirs)

set(TRIBUTARY_APP_ID io.github.tributary.Tributary)
set(TRIBUTARY_SCREENSHOT_URL
    "https://raw.githubusercontent.com/tributary/tributary/main/docs/screenshots"
    CACHE STRING "Where docs/screenshots/ is published, for the AppStream metadata")
set(desktop ${CMAKE_CURRENT_SOURCE_DIR}/app/desktop)
install(TARGETS tributary RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# The desktop entry and the AppStream metadata name the games the binary registers: written
# at install time (desktop_texts.cmake), so the everyday build runs nothing more.
install(CODE "
  set(TRIBUTARY \"$<TARGET_FILE:tributary>\")
  set(IN_DIR \"${desktop}\")
  set(OUT_DIR \"${CMAKE_CURRENT_BINARY_DIR}\")
  set(APP_ID ${TRIBUTARY_APP_ID})
  set(PROJECT_VERSION ${PROJECT_VERSION})
  set(TRIBUTARY_SCREENSHOT_URL \"${TRIBUTARY_SCREENSHOT_URL}\")
  include(\"${desktop}/desktop_texts.cmake\")")
install(DIRECTORY ${PROJECT_SOURCE_DIR}/data/ DESTINATION ${CMAKE_INSTALL_DATADIR}/tributary/data)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/${TRIBUTARY_APP_ID}.desktop
        DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/${TRIBUTARY_APP_ID}.metainfo.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${desktop}/${TRIBUTARY_APP_ID}.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
install(FILES ${desktop}/${TRIBUTARY_APP_ID}.mime.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME ${TRIBUTARY_APP_ID}.xml)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME tributary)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "Tributary")
set(CPACK_PACKAGE_CONTACT "Tributary maintainers <tributary@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Table companion for four river board games")
set(CPACK_PACKAGE_INSTALL_DIRECTORY tributary)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_STRIP_FILES ON)
# The fonts are found at run time (fontconfig); without one the built-in font is used.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-dejavu-core")
include(CPack)
