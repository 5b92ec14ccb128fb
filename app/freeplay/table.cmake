# The one dealer protocol of every free-play table (app/freeplay/TableDealer.h).
target_sources(croupier_app PRIVATE
    ${CMAKE_CURRENT_SOURCE_DIR}/freeplay/TableDealer.cpp ${CMAKE_CURRENT_SOURCE_DIR}/freeplay/TableDealer.h
    # A payment built chip by chip from the float (issue 16).
    ${CMAKE_CURRENT_SOURCE_DIR}/freeplay/ChipPayment.cpp ${CMAKE_CURRENT_SOURCE_DIR}/freeplay/ChipPayment.h
    # The dealer's rack: the float's tubes filling and emptying with the settlement (issue 17).
    ${CMAKE_CURRENT_SOURCE_DIR}/freeplay/DealerRack.cpp ${CMAKE_CURRENT_SOURCE_DIR}/freeplay/DealerRack.h
    # The house's chips: the float, its tubes, the stack (issue 16, item 1).
    ${CMAKE_CURRENT_SOURCE_DIR}/freeplay/HouseChipsSetting.cpp ${CMAKE_CURRENT_SOURCE_DIR}/freeplay/HouseChipsSetting.h
    # Pace mode (issue 17, item 5): rounds per hour against the game's target.
    ${CMAKE_CURRENT_SOURCE_DIR}/freeplay/PaceMeter.cpp ${CMAKE_CURRENT_SOURCE_DIR}/freeplay/PaceMeter.h)
