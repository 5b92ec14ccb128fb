# The baccarat table's free play (app/freeplay/): its sources, added to croupier_app.
target_sources(croupier_app PRIVATE
    ${CMAKE_CURRENT_SOURCE_DIR}/freeplay/BaccaratDealer.cpp ${CMAKE_CURRENT_SOURCE_DIR}/freeplay/BaccaratDealer.h
    ${CMAKE_CURRENT_SOURCE_DIR}/freeplay/BaccaratBetModel.cpp ${CMAKE_CURRENT_SOURCE_DIR}/freeplay/BaccaratBetModel.h)
