// Boost.JSON's compiled part (error categories, number conversion), built into core
// in the library's header-only mode: core needs libboost-dev headers only and the
// app no libboost_json at run time (packaging/setup.sh). Include it nowhere else.
#include <boost/json/src.hpp>
