# The blackjack table's free play (app/freeplay/): its sources, added to croupier_app.
target_sources(croupier_app PRIVATE
    ${CMAKE_CURRENT_SOURCE_DIR}/freeplay/BlackjackDealer.cpp
    ${CMAKE_CURRENT_SOURCE_DIR}/freeplay/BlackjackDealer.h)
