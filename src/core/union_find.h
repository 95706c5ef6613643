#pragma once
// Disjoint sets over 0..n-1 with path halving: rivers that join, regions that merge.

#include <numeric>
#include <vector>

namespace trib {

class UnionFind {
 public:
  explicit UnionFind(std::size_t count) : parent_(count) {
    std::iota(parent_.begin(), parent_.end(), 0);
  }

  int root(int item) {
    while (parent_[item] != item) {
      parent_[item] = parent_[parent_[item]];
      item = parent_[item];
    }
    return item;
  }

  void join(int a, int b) { parent_[root(a)] = root(b); }

 private:
  std::vector<int> parent_;
};

}  // namespace trib
