# Self-study (issue 7): the store and the session (app/study/).
# The store: SQLite through QtSql (QSQLITE, Debian package libqt6sql6-sqlite).
target_sources(croupier_app PRIVATE
    ${CMAKE_CURRENT_SOURCE_DIR}/study/StudyStore.cpp ${CMAKE_CURRENT_SOURCE_DIR}/study/StudyStore.h
    ${CMAKE_CURRENT_SOURCE_DIR}/study/StudyDatabase.cpp ${CMAKE_CURRENT_SOURCE_DIR}/study/StudyDatabase.h)
# The self-study session: scoring, weak spots, the curriculum's step (StudySession).
target_sources(croupier_app PRIVATE
    ${CMAKE_CURRENT_SOURCE_DIR}/study/StudySession.cpp ${CMAKE_CURRENT_SOURCE_DIR}/study/StudySession.h
    # The certificates (issue 19): their words and their PDF.
    ${CMAKE_CURRENT_SOURCE_DIR}/study/CertificateReport.cpp ${CMAKE_CURRENT_SOURCE_DIR}/study/CertificateReport.h
    # The class's self-study on the classroom server, as the desk reads it (issue 19, item 7).
    ${CMAKE_CURRENT_SOURCE_DIR}/study/ClassStudy.cpp ${CMAKE_CURRENT_SOURCE_DIR}/study/ClassStudy.h)
