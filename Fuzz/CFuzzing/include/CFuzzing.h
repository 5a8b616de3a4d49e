#ifndef LIFELINE_CFUZZING_H
#define LIFELINE_CFUZZING_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt), linked in by -sanitize=fuzzer. SwiftPM gives every
/// executable its own entry point, so libFuzzer's `main` is never used; the fuzz targets'
/// own `main` calls this instead. Only referenced when built with -DFUZZING.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
