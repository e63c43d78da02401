// C11-style atomics for RACShared, so that the engine needs no
// `Synchronization` import and its deployment floor stays at iOS 13 /
// macOS 10.15 (the approach swift-nio took before `Synchronization`).
//
// Every operation works on a plain, word-sized integer that the Swift side
// keeps as a stored property and passes by address; Swift never reads or
// writes such a word except through these functions. They are `static
// inline`, so the Swift compiler inlines them into the engine's hot paths.
#ifndef CRACATOMICS_H
#define CRACATOMICS_H

#include <stdbool.h>
#include <stdint.h>

/// Reads `*word` with acquire ordering.
static inline intptr_t rac_atomic_load(const intptr_t *word) {
  return __atomic_load_n(word, __ATOMIC_ACQUIRE);
}

/// Writes `value` with release ordering.
static inline void rac_atomic_store(intptr_t *word, intptr_t value) {
  __atomic_store_n(word, value, __ATOMIC_RELEASE);
}

/// Writes `value` with no ordering of its own: for a hint written under a
/// lock, whose release already orders it (a plain store on x86-64 and on
/// arm64, where a release store is `stlr`).
static inline void rac_atomic_store_relaxed(intptr_t *word, intptr_t value) {
  __atomic_store_n(word, value, __ATOMIC_RELAXED);
}

/// Replaces `expected` with `desired`; returns whether it did (acquire and
/// release on success, acquire on failure).
static inline bool rac_atomic_compare_exchange(intptr_t *word, intptr_t expected, intptr_t desired) {
  return __atomic_compare_exchange_n(word, &expected, desired, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

/// Writes `value` and returns what was there before.
static inline intptr_t rac_atomic_exchange(intptr_t *word, intptr_t value) {
  return __atomic_exchange_n(word, value, __ATOMIC_ACQ_REL);
}

/// Adds `delta` and returns the new value.
static inline intptr_t rac_atomic_add(intptr_t *word, intptr_t delta) {
  return __atomic_add_fetch(word, delta, __ATOMIC_ACQ_REL);
}

/// Tells the processor the caller is spinning (a pause or yield hint).
static inline void rac_spin_hint(void) {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#elif defined(__aarch64__) || defined(__arm__)
  __asm__ __volatile__("yield");
#endif
}

#endif
