# ctest app.every_page.<lang> (cmake -P): croupier --screenshot renders every page
# in LANG — home, the rules, each game's drills list, a drill of every topic of
# every game (answered wrong, so the feedback shows), free play at every table,
# self-study's pages — exits 0, writes a PNG, and prints no QML warning (a
# TypeError, a binding loop, an unknown property: anything on stderr that names
# a qrc:/ file).
#   CROUPIER  the croupier executable
#   OUTDIR    where the PNGs go
#   LANG      el or en
foreach(var CROUPIER OUTDIR LANG)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "EveryPage.cmake: ${var} is not set")
    endif()
endforeach()
file(MAKE_DIRECTORY "${OUTDIR}" "${OUTDIR}/runtime-${LANG}")
file(CHMOD "${OUTDIR}/runtime-${LANG}" DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
set(ENV{XDG_RUNTIME_DIR} "${OUTDIR}/runtime-${LANG}")

set(pages
    "home"
    "baccarat-rules" "game-rules|game=craps" "game-rules|game=blackjack"
    "drills|game=punto-banco" "drills|game=chemin-de-fer" "drills|game=deux-tableaux"
    "drills|game=craps" "drills|game=blackjack"
    "free-play|game=punto-banco" "free-play|game=chemin-de-fer" "free-play|game=deux-tableaux"
    "free-play|game=craps" "free-play|game=blackjack"
    # Self-study (issue 7): the profile and plan, a session under way, progress.
    "study" "progress" "study-session|profileName=Trainee|simulate=8"
    # Exams (issue 8): the way in, the instructor's list, a new exam with its preview,
    # the results of a demo class (demo=true: an in-memory database, see below).
    "exams" "instructor|demo=true" "exam-author|demo=true" "exam-results|demo=true"
    # A trainee's exam: who and which exam, a question under way (4 answered), the
    # result with a wrong answer under review.
    "exam-take|demo=true"
    "exam-take|demo=true|traineeName=Trainee|traineeId=T-1|autostart=true|autoAnswer=4"
    "exam-take|demo=true|traineeName=Trainee|traineeId=T-1|autostart=true|autoAnswer=-1|autoAnswerWrongEvery=3|reviewQuestion=3"
    # Issue 17: a choice made, not given; the review before hand-in with questions
    # flagged and left; the instructor's trainee question by question.
    "exam-take|demo=true|traineeName=Trainee|traineeId=T-1|autostart=true|autoAnswer=2|autoDraft=true"
    "exam-take|demo=true|traineeName=Trainee|traineeId=T-1|autostart=true|autoAnswer=6|autoSkipEvery=3|autoReview=true"
    "exam-results|demo=true|scrollToDetail=true")
# The exam pages' demo (ExamDesk.startDemo()) runs only on an in-memory database:
# a screenshot never touches a real one.
set(ENV{CROUPIER_EXAM_DB} ":memory:")
unset(ENV{CROUPIER_EXAM_PASSPHRASE})
# Every topic at every game it supports (question-bank.md, core/*/TOPICS.md).
foreach(topic baccarat.total baccarat.draw baccarat.burn)
    foreach(game punto-banco chemin-de-fer deux-tableaux)
        list(APPEND pages "drill|game=${game}|topic=${topic}")
    endforeach()
endforeach()
foreach(topic baccarat.coup baccarat.payout)
    foreach(game punto-banco punto-banco-no-commission punto-banco-super-six)
        list(APPEND pages "drill|game=${game}|topic=${topic}")
    endforeach()
endforeach()
list(APPEND pages "drill|game=chemin-de-fer|topic=baccarat.cagnotte")
foreach(topic craps.roll craps.layout craps.maximum)
    list(APPEND pages "drill|game=craps|topic=${topic}")
endforeach()
foreach(topic blackjack.total blackjack.dealer blackjack.payout blackjack.round blackjack.step)
    list(APPEND pages "drill|game=blackjack|topic=${topic}")
endforeach()
# The chip drills (issue 16) on their own felt: at one game each (their felt reads no
# game), chips.units at craps, the one game that asks it.
foreach(topic chips.pay chips.colour-up chips.change chips.count chips.cut)
    list(APPEND pages "drill|game=punto-banco|topic=${topic}")
endforeach()
list(APPEND pages "drill|game=craps|topic=chips.units")

# The glossary test (issue 17, item 2): on a Greek page every word in Latin letters is one
# of translations/GLOSSARY.md's (in backquotes, compared without case). Not words: key
# hints with their Greek key ("D (Δ)", "(F/Φ)", "P B T (Π Β Τ)"), paths, identifiers with
# a digit, and the names this test types (below).
set(latin_allowed "")
if(LANG STREQUAL "el")
    if(NOT DEFINED GLOSSARY)
        message(FATAL_ERROR "EveryPage.cmake: GLOSSARY is not set")
    endif()
    file(READ "${GLOSSARY}" glossary)
    string(FIND "${glossary}" "## Latin words a Greek page may show" at)
    string(SUBSTRING "${glossary}" ${at} -1 glossary)
    string(REGEX MATCHALL "`[^`]+`" quoted "${glossary}")
    foreach(q IN LISTS quoted)
        string(REPLACE "`" "" q "${q}")
        string(REPLACE "é" "e" q "${q}")
        string(TOLOWER "${q}" q)
        list(APPEND latin_allowed "${q}")
    endforeach()
    # The names the pages below are given (the demo trainee).
    list(APPEND latin_allowed "trainee")
endif()
function(latin_words_outside_glossary file out)
    file(STRINGS "${file}" lines ENCODING UTF-8)
    set(found "")
    foreach(line IN LISTS lines)
        set(original "${line}")
        string(REPLACE "é" "e" line "${line}")
        string(REPLACE "É" "E" line "${line}")
        # Key hints: a Latin key with its Greek one beside it.
        string(REGEX REPLACE "[A-Z]( [A-Z])* \\([^()A-Za-z0-9]+\\)" " " line "${line}")
        string(REGEX REPLACE "[A-Z]/[^()/ A-Za-z0-9]+" " " line "${line}")
        # Shortcuts with a modifier (Ctrl+F): the Latin key, whichever the layout.
        string(REGEX REPLACE "(Ctrl|Alt|Shift)\\+[A-Za-z]+" " " line "${line}")
        # Paths, identifiers with a digit or a hyphen (an exam's id, croupier-cli), ":memory:".
        string(REGEX REPLACE "[^ ]*[/0-9][^ ]*" " " line "${line}")
        string(REGEX REPLACE "[A-Za-z]+(-[A-Za-z]+)+" " " line "${line}")
        string(REGEX MATCHALL "[A-Za-z][A-Za-z']*" words "${line}")
        foreach(word IN LISTS words)
            string(TOLOWER "${word}" lower)
            list(FIND latin_allowed "${lower}" i)
            if(i EQUAL -1)
                string(APPEND found "\n    \"${word}\" in: ${original}")
            endif()
        endforeach()
    endforeach()
    set(${out} "${found}" PARENT_SCOPE)
endfunction()

set(failures "")
set(count 0)
foreach(spec IN LISTS pages)
    string(REPLACE "|" ";" parts "${spec}")
    list(POP_FRONT parts page)
    set(name "${page}")
    set(sets "")
    foreach(assignment IN LISTS parts)
        list(APPEND sets --set "${assignment}")
        string(REGEX REPLACE "^[A-Za-z]+=" "" value "${assignment}")
        string(APPEND name "-${value}")
    endforeach()
    if(page STREQUAL "drill")
        list(APPEND sets --set autoAnswer=wrong)
    endif()
    set(png "${OUTDIR}/${name}-${LANG}.png")
    if(page STREQUAL "drill")
        list(APPEND sets --set seed=3 --set level=3)
    elseif(page STREQUAL "free-play")
        list(APPEND sets --set seed=3)
    endif()
    set(args --screenshot "${png}" --page "${page}" --lang "${LANG}" --size 1280x800 ${sets})
    set(words "${OUTDIR}/${name}-${LANG}.txt")
    file(REMOVE "${png}" "${words}")
    set(ENV{CROUPIER_SCREENSHOT_WORDS} "${words}")
    execute_process(COMMAND "${CROUPIER}" ${args}
        RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
    math(EXPR count "${count} + 1")
    string(REGEX MATCHALL "[^\n]*qrc:/[^\n]*" warnings "${err}")
    if(NOT rc EQUAL 0 OR NOT EXISTS "${png}" OR warnings)
        string(APPEND failures "\n${name}: exit ${rc}\n${err}")
    elseif(LANG STREQUAL "el")
        latin_words_outside_glossary("${words}" latin)
        if(latin)
            string(APPEND failures "\n${name}: Latin words outside translations/GLOSSARY.md:${latin}")
        endif()
    endif()
endforeach()
if(failures)
    message(FATAL_ERROR "pages that failed:${failures}")
endif()
message(STATUS "${count} pages rendered in ${LANG} into ${OUTDIR}, no QML warning; in Greek, no Latin word outside the glossary")
