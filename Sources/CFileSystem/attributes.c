// A C file because Swift's Glibc module does not bring in <sys/xattr.h>, and the Linux and
// macOS signatures differ.
#include "CFileSystem.h"

#include <sys/types.h>
#include <sys/xattr.h>

int lifeline_set_attribute(const char *path, const char *name, const void *value, size_t size) {
#ifdef __APPLE__
    return setxattr(path, name, value, size, 0, XATTR_NOFOLLOW);
#else
    return lsetxattr(path, name, value, size, 0);
#endif
}

long lifeline_get_attribute(const char *path, const char *name, void *buffer, size_t size) {
#ifdef __APPLE__
    return (long)getxattr(path, name, buffer, size, 0, XATTR_NOFOLLOW);
#else
    return (long)lgetxattr(path, name, buffer, size);
#endif
}
