// Where the file system puts a new site's folders. A C file because the flags ioctl and
// its constants come from <linux/fs.h>, which Swift's Glibc module does not bring.
#include "CFileSystem.h"

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

#ifdef __linux__
#include <linux/fs.h>
#include <sys/ioctl.h>
#endif

int lifeline_mark_top_directory(const char *path) {
#if defined(__linux__) && defined(FS_IOC_GETFLAGS) && defined(FS_TOPDIR_FL)
    int descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (descriptor < 0) return -1;
    int flags = 0;
    int result = ioctl(descriptor, FS_IOC_GETFLAGS, &flags);
    if (result == 0 && !(flags & FS_TOPDIR_FL)) {
        flags |= FS_TOPDIR_FL;
        result = ioctl(descriptor, FS_IOC_SETFLAGS, &flags);
    }
    int saved = errno;
    close(descriptor);
    errno = saved;
    return result;
#else
    (void)path;
    errno = ENOTSUP;
    return -1;
#endif
}

int lifeline_is_top_directory(const char *path) {
#if defined(__linux__) && defined(FS_IOC_GETFLAGS) && defined(FS_TOPDIR_FL)
    int descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (descriptor < 0) return -1;
    int flags = 0;
    int result = ioctl(descriptor, FS_IOC_GETFLAGS, &flags);
    int saved = errno;
    close(descriptor);
    errno = saved;
    return result == 0 ? (flags & FS_TOPDIR_FL) != 0 : -1;
#else
    (void)path;
    errno = ENOTSUP;
    return -1;
#endif
}
