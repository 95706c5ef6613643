# What makes the build fast, applied to every target once they all exist: a precompiled
# header (cmake/precompiled_headers.cmake) and unity batches (cmake/unity.cmake).

# Every target defined in DIR and the folders below it.
function(tributary_targets_below dir out)
  get_property(found DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
  get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
  foreach(sub ${subdirs})
    tributary_targets_below(${sub} below)
    list(APPEND found ${below})
  endforeach()
  set(${out} ${found} PARENT_SCOPE)
endfunction()

function(tributary_speed_up_build)
  tributary_targets_below(${PROJECT_SOURCE_DIR} targets)
  foreach(target ${targets})
    get_target_property(type ${target} TYPE)
    # doctest_main defines doctest's implementation before including it: no shared header.
    if(NOT type MATCHES "^(STATIC_LIBRARY|EXECUTABLE)$" OR
       target MATCHES "^(tributary_pch|tributary_test_pch|doctest_main)$")
      continue()
    endif()
    tributary_reuse_precompiled_header(${target})
    tributary_unity(${target})
  endforeach()
endfunction()
