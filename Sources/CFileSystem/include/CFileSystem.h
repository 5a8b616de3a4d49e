#ifndef LIFELINE_CFILESYSTEM_H
#define LIFELINE_CFILESYSTEM_H

/// Exchanges the two paths atomically (both must exist): Linux renameat2 with
/// RENAME_EXCHANGE, macOS renamex_np with RENAME_SWAP. Returns 0, or -1 with errno set;
/// ENOTSUP means this platform or file system cannot, and the caller must fall back.
int lifeline_exchange(const char *first, const char *second);

/// Flushes the file system that holds the open descriptor to disk: syncfs(2) on Linux,
/// fsync(2) of the descriptor elsewhere. Returns 0, or -1 with errno set.
int lifeline_sync_file_system(int descriptor);

#endif
