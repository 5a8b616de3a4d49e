// A C file because glibc declares renameat2 only under _GNU_SOURCE, which Swift's Glibc
// module does not define, and Swift cannot call the variadic syscall(2).
#ifdef __linux__
#define _GNU_SOURCE
#endif

#include "CFileSystem.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

#ifdef __linux__
#include <sys/syscall.h>
#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif
#endif

int lifeline_exchange(const char *first, const char *second) {
#if defined(__linux__) && defined(SYS_renameat2)
    long result = syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
    if (result == 0) return 0;
    // Old kernels (ENOSYS) and file systems without exchange (EINVAL) cannot.
    if (errno == ENOSYS || errno == EINVAL) errno = ENOTSUP;
    return -1;
#elif defined(__APPLE__)
    if (renamex_np(first, second, RENAME_SWAP) == 0) return 0;
    if (errno == EINVAL) errno = ENOTSUP;
    return -1;
#else
    (void)first;
    (void)second;
    errno = ENOTSUP;
    return -1;
#endif
}

int lifeline_sync_file_system(int descriptor) {
#ifdef __linux__
    return syncfs(descriptor);
#else
    return fsync(descriptor);
#endif
}
