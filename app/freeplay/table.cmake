# The one dealer protocol of every free-play table (app/freeplay/TableDealer.h).
target_sources(croupier_app PRIVATE
    ${CMAKE_CURRENT_SOURCE_DIR}/freeplay/TableDealer.cpp ${CMAKE_CURRENT_SOURCE_DIR}/freeplay/TableDealer.h
    # A payment built chip by chip from the float (issue 16).
    ${CMAKE_CURRENT_SOURCE_DIR}/freeplay/ChipPayment.cpp ${CMAKE_CURRENT_SOURCE_DIR}/freeplay/ChipPayment.h)
