//===- ReportValues.h - A pass report read into the API's values -*- C++
//-*-===//
//
// The predicting passes' report (docs/report.md) is a JSON object; the API
// gives it back as Warp/API/Warp.h's structs, the fields a caller reads
// most typed, the rest of each entry as its JSON text.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_API_REPORTVALUES_H
#define WARP_LIB_API_REPORTVALUES_H

#include "Warp/API/Warp.h"

#include "llvm/Support/JSON.h"

namespace warp::api {

/// The values of the report `root`.
Report reportValues(const llvm::json::Object &root);

} // namespace warp::api

#endif // WARP_LIB_API_REPORTVALUES_H
