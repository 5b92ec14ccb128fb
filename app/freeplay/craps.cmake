# The craps table's free play (app/freeplay/): its sources, added to croupier_app.
target_sources(croupier_app PRIVATE
    ${CMAKE_CURRENT_SOURCE_DIR}/freeplay/CrapsDealer.cpp
    ${CMAKE_CURRENT_SOURCE_DIR}/freeplay/CrapsDealer.h
    ${CMAKE_CURRENT_SOURCE_DIR}/freeplay/CrapsWords.cpp ${CMAKE_CURRENT_SOURCE_DIR}/freeplay/CrapsWords.h
)
