#define _GNU_SOURCE
#include "CSystem.h"
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <sched.h>
#include <sys/syscall.h>

int csystem_exchange(const char *first, const char *second) {
#if defined(__linux__) && defined(SYS_renameat2)
    return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, 2 /* RENAME_EXCHANGE */);
#else
    (void)first;
    (void)second;
    errno = ENOSYS;
    return -1;
#endif
}

int csystem_affinity_count(void) {
#if defined(__linux__)
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) != 0) return -1;
    return CPU_COUNT(&set);
#else
    errno = ENOSYS;
    return -1;
#endif
}

long csystem_getdents(int fd, void *buffer, unsigned long length) {
#if defined(__linux__) && defined(SYS_getdents64)
    return (long)syscall(SYS_getdents64, fd, buffer, length);
#else
    (void)fd;
    (void)buffer;
    (void)length;
    errno = ENOSYS;
    return -1;
#endif
}
