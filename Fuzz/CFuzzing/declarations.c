// Declarations only (include/CFuzzing.h); SwiftPM needs one source file per C target.
#include "CFuzzing.h"
