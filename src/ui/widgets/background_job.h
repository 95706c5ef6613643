#pragma once
// A computation a panel runs in a worker thread, so the window never waits for it: it can
// be asked to stop, reports its progress, and wakes the window when it has news. The job
// remembers the session state it was started for; a panel drops it when the state moves on.
// The result is written once, before `done` is set, and only read after.

#include <GLFW/glfw3.h>

#include <atomic>
#include <optional>
#include <thread>
#include <utility>

#include "session/controller.h"

namespace trib::ui {

template <class Result>
class BackgroundJob {
 public:
  // `work(stop, report)` returns the result; `report(fraction)` updates the progress.
  // Whatever it reads must be owned by the lambda: the session may change meanwhile.
  template <class Work>
  BackgroundJob(StateKey for_state, Work work) : key_(std::move(for_state)) {
    worker_ = std::thread([this, work = std::move(work)]() mutable {
      result_ = work(stop_, [this](double fraction) {
        progress_ = fraction;
        glfwPostEmptyEvent();
      });
      done_.store(true, std::memory_order_release);
      glfwPostEmptyEvent();
    });
  }

  ~BackgroundJob() {
    stop_ = true;
    if (worker_.joinable()) worker_.join();
  }
  BackgroundJob(const BackgroundJob&) = delete;
  BackgroundJob& operator=(const BackgroundJob&) = delete;

  const StateKey& key() const { return key_; }
  bool running() const { return !done_.load(std::memory_order_acquire); }
  double progress() const { return progress_.load(); }
  void stop() { stop_ = true; }
  // The result once the work has finished; nullptr while it runs.
  const Result* result() const { return running() ? nullptr : &*result_; }

 private:
  StateKey key_;
  std::atomic<bool> stop_{false};
  std::atomic<bool> done_{false};
  std::atomic<double> progress_{0};
  std::optional<Result> result_;
  std::thread worker_;  // last: started once everything above exists
};

}  // namespace trib::ui
