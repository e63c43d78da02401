// The operations are `static inline` in the header; SwiftPM wants one
// translation unit per C target.
#include "CRACAtomics.h"
