# The Debian package (packaging/dev.sh package: cpack -G DEB in build/ci): the three programs and
# their libraries in /usr/lib/luma with links in /usr/bin, the desktop entry and icon, man pages
# generated from the programs' --help (help2man), the bundled examples, the copyright and
# changelog Debian asks for; the dependencies from the binaries' shared libraries (dpkg-shlibdeps)
# and the Qt platform plugins the window needs.
include(GNUInstallDirs)
set(luma_doc ${CMAKE_INSTALL_DATADIR}/doc/luma-workbench)

foreach(program luma luma-agent luma-workbench)
  install(CODE "file(MAKE_DIRECTORY \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}\")
file(CREATE_LINK ../${LUMA_INSTALL_DIR}/${program}
     \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}/${program}\" SYMBOLIC)")
endforeach()

install(FILES ${CMAKE_CURRENT_LIST_DIR}/debian/luma-workbench.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/debian/luma-workbench.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/resources/examples/ DESTINATION ${CMAKE_INSTALL_DATADIR}/luma/examples)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/debian/copyright DESTINATION ${luma_doc})

# Debian keeps changelogs and man pages gzipped, without a timestamp (-n: the same bytes each build).
find_program(LUMA_GZIP gzip REQUIRED)
set(luma_changelog ${CMAKE_BINARY_DIR}/package/changelog.Debian.gz)
add_custom_command(OUTPUT ${luma_changelog}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/package
  COMMAND ${LUMA_GZIP} -9n -c ${CMAKE_CURRENT_LIST_DIR}/debian/changelog > ${luma_changelog}
  DEPENDS ${CMAKE_CURRENT_LIST_DIR}/debian/changelog)
set(luma_package_files ${luma_changelog})
install(FILES ${luma_changelog} DESTINATION ${luma_doc})

find_program(LUMA_HELP2MAN help2man)
if(LUMA_HELP2MAN)
  set(luma_summary_luma "the LUMA command line: predict, explore, qualify, tune, report")
  set(luma_summary_luma-agent "the headless agent that makes PEX runs physical on a host")
  set(luma_summary_luma-workbench "the LUMA desktop workbench")
  foreach(program luma luma-agent luma-workbench)
    set(page ${CMAKE_BINARY_DIR}/package/${program}.1.gz)
    add_custom_command(OUTPUT ${page}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/package
      COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen
              ${LUMA_HELP2MAN} --no-info --no-discard-stderr --version-string=${PROJECT_VERSION}
              --name=${luma_summary_${program}} --output=${CMAKE_BINARY_DIR}/package/${program}.1 $<TARGET_FILE:${program}>
      COMMAND ${LUMA_GZIP} -9nf ${CMAKE_BINARY_DIR}/package/${program}.1
      DEPENDS ${program}
      COMMENT "Generating the man page of ${program} (help2man)")
    list(APPEND luma_package_files ${page})
    install(FILES ${page} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
  endforeach()
else()
  message(STATUS "help2man not found: the package is built without man pages")
endif()
add_custom_target(luma_package_files ALL DEPENDS ${luma_package_files})

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME luma-workbench)
set(CPACK_PACKAGE_VENDOR "The LUMA Workbench developers")
set(CPACK_PACKAGE_CONTACT "LUMA Workbench developers <luma-workbench@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "prove how much machine an AI service really needs")
set(CPACK_PACKAGE_DESCRIPTION
    "LUMA Workbench qualifies AI services physically. It freezes an
accepted-service contract (model, precision, context, concurrency, TTFT
and TPOT SLOs, throughput, cost) and proves with real runs the minimum
machine state that passes it, the adjacent states that fail, the binding
resource and the intervention that recovers it. It includes the desktop
workbench, the luma command line and the headless luma-agent that runs
on GPU, CPU and remote hosts.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_RELEASE 1) # 0.1.0-1: not a native package (its changelog is changelog.Debian.gz)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://github.com/luma-workbench/luma-workbench")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# dpkg-shlibdeps finds the linked libraries; the window also needs the X11/Wayland platform plugins.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
include(CPack)
