# play, then check-play (question-bank.md, "Play records"), for one game:
#   - play writes ROUNDS records, and the same seed writes the same lines;
#   - check-play agrees with every settlement (exit 0);
#   - a payment changed in one record is found (exit 1, the field named).
#   - with -DEXPECT=<text>, the records hold that text (a step only that table has).
#   -DCLI=<croupier-cli> -DGAME=<game> -DROUNDS=<n> -DWORK=<dir> [-DINCIDENTS=<rate>] [-DTABLE=<size>]
file(MAKE_DIRECTORY ${WORK})
set(extra)
if(INCIDENTS)
    set(extra --incidents ${INCIDENTS})
endif()
if(TABLE)
    list(APPEND extra --table ${TABLE})
endif()
foreach(run a b)
    execute_process(COMMAND ${CLI} play ${GAME} --seed 11 --rounds ${ROUNDS} ${extra}
        OUTPUT_FILE ${WORK}/${GAME}-${run}.jsonl ERROR_VARIABLE err RESULT_VARIABLE code)
    if(NOT code EQUAL 0)
        message(FATAL_ERROR "play ${GAME}: exit ${code}: ${err}")
    endif()
endforeach()
file(READ ${WORK}/${GAME}-a.jsonl a)
file(READ ${WORK}/${GAME}-b.jsonl b)
if(EXPECT)
    string(FIND "${a}" "${EXPECT}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "play ${GAME} ${extra}: no ${EXPECT} in ${ROUNDS} rounds")
    endif()
endif()
if(NOT a STREQUAL b)
    message(FATAL_ERROR "play ${GAME}: the same seed gave different records")
endif()
string(REGEX MATCHALL "\n" lines "${a}")
list(LENGTH lines n)
if(NOT n EQUAL ROUNDS)
    message(FATAL_ERROR "play ${GAME}: ${n} records, expected ${ROUNDS}")
endif()

execute_process(COMMAND ${CLI} check-play ${WORK}/${GAME}-a.jsonl
    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE code)
if(NOT code EQUAL 0)
    string(REGEX MATCH "[^\n]*\"ok\": false[^\n]*" first "${out}")
    message(FATAL_ERROR "check-play ${GAME}: exit ${code}: ${err}\n${first}")
endif()

# The first winning payment, made one unit larger.
string(FIND "${a}" "\"outcome\": \"win\", \"paid\": \"" at)
if(at EQUAL -1)
    message(FATAL_ERROR "play ${GAME}: no winning payment in ${ROUNDS} rounds")
endif()
math(EXPR at "${at} + 28")
string(SUBSTRING "${a}" 0 ${at} head)
string(SUBSTRING "${a}" ${at} -1 tail)
file(WRITE ${WORK}/${GAME}-changed.jsonl "${head}1${tail}")
execute_process(COMMAND ${CLI} check-play ${WORK}/${GAME}-changed.jsonl
    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE code)
if(NOT code EQUAL 1)
    message(FATAL_ERROR "check-play ${GAME} on a changed payment: exit ${code}, expected 1\n${err}")
endif()
string(FIND "${out}" "].paid: expected" named)
if(named EQUAL -1)
    message(FATAL_ERROR "check-play ${GAME}: the changed payment is not named:\n${out}")
endif()
message(STATUS "play ${GAME}: ${ROUNDS} records, check-play agrees, a changed payment is found")
