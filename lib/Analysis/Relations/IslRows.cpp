//===- IslRows.cpp - The constraints of an ISL basic map as integers ------===//
//
// See IslRows.h.
//
//===----------------------------------------------------------------------===//

#include "Analysis/Relations/IslRows.h"

#include <isl/constraint.h>
#include <isl/val.h>

#include <cstdlib>

using namespace mlir::warp;

static bool readVal(isl_val *v, int64_t &out) {
  bool ok = v && isl_val_is_int(v) && std::abs(isl_val_get_d(v)) < kIslRowLimit;
  if (ok)
    out = isl_val_get_num_si(v);
  isl_val_free(v);
  return ok;
}

bool mlir::warp::readIslRows(isl_basic_map *bmap, std::vector<IslRow> &rows) {
  if (isl_basic_map_dim(bmap, isl_dim_param) != 0)
    return false;
  struct Data {
    std::vector<IslRow> *rows;
    bool ok = true;
  } data{&rows};
  isl_basic_map_foreach_constraint(
      bmap,
      [](isl_constraint *c, void *user) -> isl_stat {
        Data &d = *static_cast<Data *>(user);
        IslRow r;
        r.equality = isl_constraint_is_equality(c) == isl_bool_true;
        int nIn = isl_constraint_dim(c, isl_dim_in);
        int nOut = isl_constraint_dim(c, isl_dim_out);
        int nDiv = isl_constraint_dim(c, isl_dim_div);
        r.in.resize(nIn);
        r.out.resize(nOut);
        r.div.resize(nDiv);
        for (int i = 0; i < nDiv && d.ok; ++i)
          d.ok &= readVal(isl_constraint_get_coefficient_val(c, isl_dim_div, i),
                          r.div[i]);
        for (int i = 0; i < nIn && d.ok; ++i)
          d.ok &= readVal(isl_constraint_get_coefficient_val(c, isl_dim_in, i),
                          r.in[i]);
        for (int i = 0; i < nOut && d.ok; ++i)
          d.ok &= readVal(isl_constraint_get_coefficient_val(c, isl_dim_out, i),
                          r.out[i]);
        d.ok = d.ok && readVal(isl_constraint_get_constant_val(c), r.constant);
        isl_constraint_free(c);
        if (d.ok)
          d.rows->push_back(std::move(r));
        return d.ok ? isl_stat_ok : isl_stat_error;
      },
      &data);
  return data.ok;
}
