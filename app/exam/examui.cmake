# Exams (issue 8): the C++ that the exam pages use, registered in Croupier.App
# (QML_ELEMENT / QML_SINGLETON classes, like study/study.cmake). The store, the
# exam file and the reports are the croupier_exam library (exam/CMakeLists.txt).
# The instructor's session: passphrase, authoring, sheets, results and exports (ExamDesk).
target_sources(croupier_app PRIVATE
    ${CMAKE_CURRENT_SOURCE_DIR}/exam/ExamDesk.cpp ${CMAKE_CURRENT_SOURCE_DIR}/exam/ExamDesk.h)
# The QML type registration includes the headers by their bare names.
target_include_directories(croupier_app PUBLIC ${CMAKE_CURRENT_SOURCE_DIR}/exam)
# The app's one exam database for QML (ExamDatabase) and a trainee's sitting (ExamSitting).
target_sources(croupier_app PRIVATE
    ${CMAKE_CURRENT_SOURCE_DIR}/exam/ExamDatabase.cpp ${CMAKE_CURRENT_SOURCE_DIR}/exam/ExamDatabase.h
    ${CMAKE_CURRENT_SOURCE_DIR}/exam/ExamSitting.cpp ${CMAKE_CURRENT_SOURCE_DIR}/exam/ExamSitting.h)
