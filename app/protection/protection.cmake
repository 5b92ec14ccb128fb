# Game protection (issue 18): "Spot the error", a round playing itself with one of the
# catalogue's dealer errors (core/protection/), stopped by the trainee.
target_sources(croupier_app PRIVATE
    ${CMAKE_CURRENT_SOURCE_DIR}/protection/SpotSession.cpp ${CMAKE_CURRENT_SOURCE_DIR}/protection/SpotSession.h)
