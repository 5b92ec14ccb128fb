# Precompiled headers (CI time: the build is most of the 20 minutes on 2 cores).
#
# Each library compiles its heavy headers once (Boost.Multiprecision for Money, Qt's core
# and QML headers for the app); the test executables, one source each, share one
# precompiled header per kind of test through REUSE_FROM: the core tests (QtTest, core),
# and the app tests that link croupier_app (QtTest with Qt Gui, the app). Every test of a
# kind has the same compile definitions as its owner, where clang needs them identical
# (the sanitize build's core tests); g++ takes a definition the header does not use.
# -DCROUPIER_PCH=OFF builds without (a check that every source includes what it uses).
option(CROUPIER_PCH "Precompile the heavy headers of the libraries and the tests" ON)

set(CROUPIER_PCH_CORE
    <algorithm> <map> <memory> <optional> <stdexcept> <string> <string_view> <vector>
    <boost/multiprecision/cpp_int.hpp>)
set(CROUPIER_PCH_QT
    <QObject> <QString> <QStringList> <QVariant> <QVariantList> <QVariantMap> <QList>
    <QtQml/qqmlregistration.h>)

# The libraries' own headers: @p target compiles @p headers once.
function(croupier_precompile target)
    if(CROUPIER_PCH)
        target_precompile_headers(${target} PRIVATE ${ARGN})
    endif()
endfunction()

# The tests of one kind share the header of @p owner, a target of no code of its own (so
# they need not wait for a test to be linked) whose compile options are theirs: @p owner
# is made here from @p LINK (its usage requirements) and @p DEFINITIONS.
function(croupier_precompile_tests owner)
    if(NOT CROUPIER_PCH)
        return()
    endif()
    cmake_parse_arguments(P "" "" "TARGETS;HEADERS;LINK;DEFINITIONS;INCLUDES" ${ARGN})
    file(CONFIGURE OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/${owner}.cpp CONTENT "// The precompiled header's owner.\n")
    add_library(${owner} OBJECT ${CMAKE_CURRENT_BINARY_DIR}/${owner}.cpp)
    target_link_libraries(${owner} PRIVATE ${P_LINK})
    if(P_DEFINITIONS)
        target_compile_definitions(${owner} PRIVATE ${P_DEFINITIONS})
    endif()
    if(P_INCLUDES)
        target_include_directories(${owner} PRIVATE ${P_INCLUDES})
    endif()
    target_precompile_headers(${owner} PRIVATE ${P_HEADERS})
    foreach(t IN LISTS P_TARGETS)
        target_precompile_headers(${t} REUSE_FROM ${owner})
    endforeach()
endfunction()
