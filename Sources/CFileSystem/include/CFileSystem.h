#ifndef LIFELINE_CFILESYSTEM_H
#define LIFELINE_CFILESYSTEM_H

/// Exchanges the two paths atomically (both must exist): Linux renameat2 with
/// RENAME_EXCHANGE, macOS renamex_np with RENAME_SWAP. Returns 0, or -1 with errno set;
/// ENOTSUP means this platform or file system cannot, and the caller must fall back.
int lifeline_exchange(const char *first, const char *second);

/// Flushes the file system that holds the open descriptor to disk: syncfs(2) on Linux,
/// fsync(2) of the descriptor elsewhere. Returns 0, or -1 with errno set.
int lifeline_sync_file_system(int descriptor);

/// Marks the folder at `path` as the top of a directory hierarchy (ext2/3/4's
/// FS_TOPDIR_FL, what `chattr +T` sets), so the allocator spreads the folders made in it
/// over the disk's inode groups. Returns 0, or -1 with errno set (ENOTSUP off Linux;
/// other file systems refuse the flag or ignore it).
int lifeline_mark_top_directory(const char *path);

/// 1 when the folder at `path` carries that mark, 0 when not, -1 with errno set when the
/// file system keeps no such flags.
int lifeline_is_top_directory(const char *path);

#include <stddef.h>

/// Sets the extended attribute `name` of the file at `path` itself (not a link's target).
/// Returns 0, or -1 with errno set (ENOTSUP where the file system keeps none).
int lifeline_set_attribute(const char *path, const char *name, const void *value, size_t size);

/// Reads the extended attribute `name` of the file at `path` itself into `buffer`.
/// Returns its size, or -1 with errno set.
long lifeline_get_attribute(const char *path, const char *name, void *buffer, size_t size);

#endif
