import Foundation

/// Whether this test process runs under ThreadSanitizer (its runtime exports `__tsan_init`).
public let isUnderThreadSanitizer: Bool = {
  let process = dlopen(nil, RTLD_NOW)
  defer { if let process { dlclose(process) } }
  return dlsym(process, "__tsan_init") != nil
}()

/// How many links the deep synchronous chain tests build: 100 000, the depth
/// issue 3 asks for, in a plain run; 1 000 under ThreadSanitizer, whose
/// bookkeeping for every lock and allocation makes 100 000 take minutes and
/// starves the time-limited tests running beside them (async tests wait for
/// the cooperative pool these synchronous tests occupy). The trampolines run
/// either way; the plain run proves the depth.
public let deepChainLength = isUnderThreadSanitizer ? 1_000 : 100_000
