# `cmake --install build --prefix P` (docs/api.md): the tools, libWarp.so
# with its public headers and CMake package (find_package(Warp) gives
# Warp::Warp), the mlir-opt plugin, the Python module warp_mlir, and the
# target files (also compiled into the library and the tools, so nothing
# reads a build-time path).
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(WARP_INSTALL_DATADIR "${CMAKE_INSTALL_DATADIR}/warp")
set(WARP_INSTALL_CMAKEDIR "${CMAKE_INSTALL_LIBDIR}/cmake/Warp")

install(TARGETS warp-opt warp-rank warp-project
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS Warp EXPORT WarpTargets
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(TARGETS WarpPlugin LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(FILES ${WARP_SOURCE_DIR}/include/Warp/API/Warp.h
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/Warp/API)
install(FILES ${WARP_BINARY_DIR}/include/Warp/Version.h
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/Warp)
install(DIRECTORY ${WARP_SOURCE_DIR}/hwtargets/
        DESTINATION ${WARP_INSTALL_DATADIR}/hwtargets
        FILES_MATCHING PATTERN "*.yaml")
install(EXPORT WarpTargets NAMESPACE Warp::
        DESTINATION ${WARP_INSTALL_CMAKEDIR})

configure_package_config_file(
  ${WARP_SOURCE_DIR}/cmake/WarpConfig.cmake.in
  ${WARP_BINARY_DIR}/cmake/WarpConfig.cmake
  INSTALL_DESTINATION ${WARP_INSTALL_CMAKEDIR}
  PATH_VARS CMAKE_INSTALL_INCLUDEDIR WARP_INSTALL_DATADIR
            WARP_PYTHON_INSTALL_DIR)
write_basic_package_version_file(
  ${WARP_BINARY_DIR}/cmake/WarpConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${WARP_BINARY_DIR}/cmake/WarpConfig.cmake
              ${WARP_BINARY_DIR}/cmake/WarpConfigVersion.cmake
        DESTINATION ${WARP_INSTALL_CMAKEDIR})
