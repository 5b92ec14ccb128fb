# Runs `croupier-cli sheet` and checks that it wrote a PDF.
#   -DCLI=<path> -DEXAM=<exam file> -DOUT=<pdf to write> [-DEXTRA=<more args separated by |>]
file(REMOVE ${OUT})
string(REPLACE "|" ";" extra "${EXTRA}")
execute_process(COMMAND ${CLI} sheet ${EXAM} --out ${OUT} ${extra}
    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE code)
if(NOT code EQUAL 0)
    message(FATAL_ERROR "croupier-cli sheet ${EXAM}: exit status ${code}, expected 0\n${err}")
endif()
if(NOT EXISTS ${OUT})
    message(FATAL_ERROR "croupier-cli sheet ${EXAM}: ${OUT} was not written")
endif()
file(READ ${OUT} head LIMIT 16)
string(FIND "${head}" "%PDF-" at)
if(NOT at EQUAL 0)
    message(FATAL_ERROR "croupier-cli sheet ${EXAM}: ${OUT} does not start with %PDF-: '${head}'")
endif()
