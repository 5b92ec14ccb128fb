# ctest app.screenshot and app.screenshot_unknown_page (cmake -P).
#   CROUPIER  the croupier executable
#   OUTPUT    the PNG to write
#   PAGE      the page to render (default "home"); any other name must be refused
foreach(var CROUPIER OUTPUT)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "CheckScreenshot.cmake: ${var} is not set")
    endif()
endforeach()
if(NOT DEFINED PAGE)
    set(PAGE home)
endif()

get_filename_component(dir "${OUTPUT}" DIRECTORY)
file(MAKE_DIRECTORY "${dir}")
file(REMOVE "${OUTPUT}")

execute_process(
    COMMAND "${CROUPIER}" --screenshot "${OUTPUT}" --page "${PAGE}" --lang el --size 1280x800
    RESULT_VARIABLE rc
    OUTPUT_VARIABLE out
    ERROR_VARIABLE err
    TIMEOUT 60)

if(PAGE STREQUAL "home")
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "croupier --screenshot exited with ${rc}:\n${out}${err}")
    endif()
    if(NOT EXISTS "${OUTPUT}")
        message(FATAL_ERROR "croupier --screenshot wrote no ${OUTPUT}:\n${out}${err}")
    endif()
    file(READ "${OUTPUT}" magic LIMIT 8 HEX)
    if(NOT magic STREQUAL "89504e470d0a1a0a")
        message(FATAL_ERROR "${OUTPUT} is not a PNG (starts with ${magic})")
    endif()
    file(SIZE "${OUTPUT}" size)
    message(STATUS "wrote ${OUTPUT} (${size} bytes)")
else()
    if(NOT rc EQUAL 2)
        message(FATAL_ERROR "croupier --page ${PAGE} exited with ${rc}, expected 2:\n${out}${err}")
    endif()
    if(NOT err MATCHES "home")
        message(FATAL_ERROR "the error does not list the known pages:\n${err}")
    endif()
    if(EXISTS "${OUTPUT}")
        message(FATAL_ERROR "a screenshot was written for an unknown page")
    endif()
    message(STATUS "refused as expected: ${err}")
endif()
