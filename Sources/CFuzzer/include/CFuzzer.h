#ifndef CFUZZER_H
#define CFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver, in the runtime that `-sanitize=fuzzer` links (libclang_rt.fuzzer): parses libFuzzer's
/// command line and runs the fuzzing loop with `callback`. Only the FuzzTarget's -DFUZZING build calls it; SwiftPM
/// names an executable's entry point itself, so the target supplies `main` and hands over to libFuzzer here.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
