# ctest translations.complete (cmake -P). Fails when a .ts file
#   - has a message marked unfinished, vanished or obsolete, or
#   - would gain or lose messages if lupdate ran on the current sources.
# Inputs: LUPDATE, SOURCE_LIST (one source path a line), TS_DIR, TS_FILES, WORK_DIR.
foreach(var LUPDATE SOURCE_LIST TS_DIR TS_FILES WORK_DIR)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "CheckTranslations.cmake: ${var} is not set")
    endif()
endforeach()

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")

function(count_bad ts_file label out_var)
    file(READ "${ts_file}" content)
    set(bad 0)
    foreach(kind unfinished vanished obsolete)
        string(REGEX MATCHALL "type=\"${kind}\"" hits "${content}")
        list(LENGTH hits n)
        if(n GREATER 0)
            message(SEND_ERROR "${label}: ${n} ${kind} message(s)")
            math(EXPR bad "${bad} + ${n}")
        endif()
    endforeach()
    # A message whose translation is empty is untranslated even without the flag; so is a
    # plural form left empty (Qt shows nothing for that count).
    string(REGEX MATCHALL "<translation></translation>|<translation/>|<numerusform></numerusform>|<numerusform/>"
           empty "${content}")
    list(LENGTH empty n)
    if(n GREATER 0)
        message(SEND_ERROR "${label}: ${n} empty translation(s)")
        math(EXPR bad "${bad} + ${n}")
    endif()
    set(${out_var} ${bad} PARENT_SCOPE)
endfunction()

set(total 0)
foreach(ts IN LISTS TS_FILES)
    set(original "${TS_DIR}/${ts}")
    if(NOT EXISTS "${original}")
        message(SEND_ERROR "${ts}: missing")
        math(EXPR total "${total} + 1")
        continue()
    endif()
    count_bad("${original}" "${ts}" bad)
    math(EXPR total "${total} + ${bad}")

    # The same file after lupdate on today's sources: new strings show up as
    # unfinished, removed ones as vanished.
    file(COPY "${original}" DESTINATION "${WORK_DIR}")
    execute_process(
        COMMAND "${LUPDATE}" -silent -source-language en
                -tr-function-alias QT_TRANSLATE_NOOP+=CROUPIER_TRANSLATE_NOOP "@${SOURCE_LIST}" -ts "${WORK_DIR}/${ts}"
        RESULT_VARIABLE rc
        OUTPUT_VARIABLE out
        ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
        message(SEND_ERROR "${ts}: lupdate failed (${rc}): ${out}${err}")
        math(EXPR total "${total} + 1")
        continue()
    endif()
    count_bad("${WORK_DIR}/${ts}" "${ts} after lupdate (run the update_translations target and translate)" bad)
    math(EXPR total "${total} + ${bad}")
endforeach()

if(total GREATER 0)
    message(FATAL_ERROR "translations incomplete: ${total} problem(s)")
endif()
list(LENGTH TS_FILES n)
message(STATUS "translations complete: ${n} file(s) checked")
