//===- IslSupport.h - ISL helpers private to lib/Analysis -------*- C++ -*-===//
//
// ISL objects are used only inside lib/Analysis. This header wraps what the
// C++ interface of isl (isl/cpp.h) lacks: building variables, parameters and
// constants on a space, and testing for constants. Files that include it are
// compiled with C++ exceptions, which is how isl/cpp.h reports errors; they
// catch isl::exception at their public entry points.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_SUPPORT_ISLSUPPORT_H
#define WARP_LIB_SUPPORT_ISLSUPPORT_H

#include <isl/aff.h>
#include <isl/cpp.h>
#include <isl/ctx.h>
#include <isl/local_space.h>
#include <isl/lp.h>
#include <isl/map.h>
#include <isl/options.h>
#include <isl/point.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/val.h>

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace mlir::warp::islsupport {

/// Runs `fn` with a budget of ISL operations; returns false (instead of
/// running forever) if the budget is exhausted or ISL reports an error.
template <typename Fn>
bool withOperationBudget(isl::ctx ctx, unsigned long budget, Fn fn) {
  isl_ctx_reset_operations(ctx.get());
  isl_ctx_set_max_operations(ctx.get(), budget);
  bool ok = true;
  try {
    fn();
  } catch (const isl::exception &) {
    ok = false;
  }
  isl_ctx_set_max_operations(ctx.get(), 0);
  isl_ctx_reset_error(ctx.get());
  return ok;
}

/// The values of a one-dimensional set into `out`, if it has at most
/// `limit` of them; false (and `out` not to be used) if it has more or
/// ISL could not count or enumerate them (its operation budget).
inline bool enumerate1D(const isl::set &s, std::set<int64_t> &out,
                        int64_t limit) {
  isl_val *count = isl_set_count_val(s.get());
  bool ok =
      count && isl_val_is_int(count) && isl_val_get_num_si(count) <= limit;
  isl_val_free(count);
  if (!ok)
    return false;
  isl_stat st = isl_set_foreach_point(
      s.get(),
      [](isl_point *p, void *user) -> isl_stat {
        isl_val *v = isl_point_get_coordinate_val(p, isl_dim_set, 0);
        static_cast<std::set<int64_t> *>(user)->insert(isl_val_get_num_si(v));
        isl_val_free(v);
        isl_point_free(p);
        return isl_stat_ok;
      },
      &out);
  return st == isl_stat_ok;
}

/// True if a piece of `map` has existentially quantified variables.
inline bool hasExistentials(const isl::map &map) {
  bool divs = false;
  isl_map_foreach_basic_map(
      map.get(),
      [](isl_basic_map *b, void *user) -> isl_stat {
        if (isl_basic_map_dim(b, isl_dim_div) > 0)
          *static_cast<bool *>(user) = true;
        isl_basic_map_free(b);
        return isl_stat_ok;
      },
      &divs);
  return divs;
}

/// `map` coalesced, unless one of its pieces has existentially quantified
/// variables: isl 0.25's isl_set_coalesce can change such a set (a union
/// of 74 points became one of 78; unittests/BoxImagesTest.cpp), and the
/// counts built on it must be exact.
inline isl::map coalesceIfNoDivs(const isl::map &map) {
  return hasExistentials(map) ? map : map.coalesce();
}

/// The same for a set.
inline isl::set coalesceIfNoDivs(const isl::set &set) {
  return hasExistentials(isl::manage(isl_map_from_range(set.copy())))
             ? set
             : set.coalesce();
}

/// The constant value of `pa` if it is a single constant.
/// Reads (and frees) an integer value; 0 and `ok` cleared if it is none.
inline int64_t integerOf(isl_val *v, bool &ok) {
  int64_t x = 0;
  if (v && isl_val_is_int(v) == isl_bool_true)
    x = isl_val_get_num_si(v);
  else
    ok = false;
  isl_val_free(v);
  return x;
}

inline std::optional<int64_t> constantValue(const isl::pw_aff &pa) {
  if (isl_pw_aff_is_cst(pa.get()) != isl_bool_true)
    return std::nullopt;
  if (pa.n_piece() != 1)
    return std::nullopt;
  std::optional<int64_t> result;
  pa.foreach_piece([&](isl::set, isl::multi_aff ma) {
    isl::aff aff = ma.at(0);
    isl::val v = aff.constant_val();
    if (v.is_int())
      result = v.get_num_si();
  });
  return result;
}

/// The affine function `var(pos)` on the set space `space`.
inline isl::pw_aff setVar(const isl::space &space, unsigned pos) {
  isl_local_space *ls = isl_local_space_from_space(space.copy());
  return isl::manage(isl_pw_aff_var_on_domain(ls, isl_dim_set, pos));
}

/// The constant function `value` on the set space `space`.
inline isl::pw_aff constant(const isl::space &space, int64_t value) {
  isl_local_space *ls = isl_local_space_from_space(space.copy());
  isl_aff *aff = isl_aff_val_on_domain(
      ls, isl_val_int_from_si(isl_space_get_ctx(space.get()), value));
  return isl::manage(isl_pw_aff_from_aff(aff));
}

/// The parameter `name` as a function on the set space `space` (the
/// parameter is added to the space if needed).
inline isl::pw_aff param(const isl::space &space, const std::string &name) {
  isl_id *id =
      isl_id_alloc(isl_space_get_ctx(space.get()), name.c_str(), nullptr);
  isl_space *s = space.copy();
  int pos = isl_space_find_dim_by_id(s, isl_dim_param, id);
  if (pos < 0) {
    s = isl_space_add_param_id(s, isl_id_copy(id));
    pos = isl_space_find_dim_by_id(s, isl_dim_param, id);
  }
  isl_id_free(id);
  isl_local_space *ls = isl_local_space_from_space(s);
  return isl::manage(isl_pw_aff_var_on_domain(ls, isl_dim_param, pos));
}

/// 1 on `set`, 0 elsewhere.
inline isl::pw_aff indicator(const isl::set &set) {
  return isl::manage(isl_set_indicator_function(set.copy()));
}

inline isl::map fromPwAff(const isl::pw_aff &pa) {
  return isl::manage(isl_map_from_pw_aff(pa.copy()));
}

inline isl::map fromDomainAndRange(const isl::set &dom, const isl::set &ran) {
  return isl::manage(isl_map_from_domain_and_range(dom.copy(), ran.copy()));
}

inline isl::map flatRangeProduct(const isl::map &a, const isl::map &b) {
  return isl::manage(isl_map_flat_range_product(a.copy(), b.copy()));
}

inline std::string toString(const isl::map &map) {
  char *str = isl_map_to_str(map.get());
  std::string s = str ? str : "";
  free(str);
  return s;
}

inline std::string toString(const isl::set &set) {
  char *str = isl_set_to_str(set.get());
  std::string s = str ? str : "";
  free(str);
  return s;
}

/// True when, in the rational relaxation of each basic map of `map` (its
/// integer divisions and existential variables taken as rationals), every
/// output dimension k with `extents[k] >= 0` stays strictly between -1 and
/// extents[k]: then every integer point has 0 <= output k < extents[k]. A
/// proof by two linear programs per dimension, far cheaper than ISL's
/// integer emptiness test on the outside; false proves nothing. No
/// parameters.
inline bool outputsInsideByRelaxation(const isl::map &map,
                                      const std::vector<int64_t> &extents) {
  if (isl_map_dim(map.get(), isl_dim_param) != 0)
    return false;
  struct Data {
    unsigned nIn;
    const std::vector<int64_t> *extents;
    bool ok = true;
  } data{static_cast<unsigned>(isl_map_dim(map.get(), isl_dim_in)), &extents};
  isl_set *wrapped = isl_map_wrap(map.copy());
  bool visited = wrapped != nullptr;
  isl_stat stat = isl_set_foreach_basic_set(
      wrapped,
      [](isl_basic_set *bset, void *user) -> isl_stat {
        Data &d = *static_cast<Data *>(user);
        isl_local_space *ls =
            isl_local_space_from_space(isl_basic_set_get_space(bset));
        for (size_t k = 0; k < d.extents->size() && d.ok; ++k) {
          long extent = static_cast<long>((*d.extents)[k]);
          if (extent < 0)
            continue;
          isl_aff *obj = isl_aff_var_on_domain(isl_local_space_copy(ls),
                                               isl_dim_set, d.nIn + k);
          isl_val *hi = isl_basic_set_max_lp_val(bset, obj);
          isl_val *lo = isl_basic_set_min_lp_val(bset, obj);
          d.ok = hi && lo && isl_val_is_rat(hi) == isl_bool_true &&
                 isl_val_is_rat(lo) == isl_bool_true &&
                 isl_val_cmp_si(hi, extent) < 0 && isl_val_cmp_si(lo, -1) > 0;
          isl_val_free(hi);
          isl_val_free(lo);
          isl_aff_free(obj);
        }
        isl_local_space_free(ls);
        isl_basic_set_free(bset);
        return d.ok ? isl_stat_ok : isl_stat_error;
      },
      &data);
  isl_set_free(wrapped);
  // Nothing is proven where ISL failed (no set to visit).
  return visited && stat == isl_stat_ok && data.ok;
}

} // namespace mlir::warp::islsupport

#endif // WARP_LIB_SUPPORT_ISLSUPPORT_H
