#define _GNU_SOURCE
#include "CSystem.h"
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <sched.h>
#include <pthread.h>
#include <sys/syscall.h>
#if defined(__linux__)
#include <sys/prctl.h>
#endif

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

int csystem_spread(int avoid, int count, int *cpus) {
#if defined(__linux__)
    if (count <= 0) return 0;
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(getpid(), sizeof set, &set) != 0) return 0;
    int inside = avoid >= 0 && avoid < CPU_SETSIZE && CPU_ISSET(avoid, &set);
    if (CPU_COUNT(&set) - inside < count) return 0;
    int start = (avoid >= 0 && avoid < CPU_SETSIZE) ? avoid + 1 : 0;
    int written = 0;
    for (int step = 0; step < CPU_SETSIZE && written < count; step++) {
        int cpu = (start + step) % CPU_SETSIZE;
        if (cpu != avoid && CPU_ISSET(cpu, &set)) cpus[written++] = cpu;
    }
    return written;
#else
    (void)avoid;
    (void)count;
    (void)cpus;
    return 0;
#endif
}

int csystem_attr_set_cpu(pthread_attr_t *attributes, int cpu) {
#if defined(__linux__)
    if (cpu < 0 || cpu >= CPU_SETSIZE) return EINVAL;
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(cpu, &one);
    return pthread_attr_setaffinity_np(attributes, sizeof one, &one);
#else
    (void)attributes;
    (void)cpu;
    return ENOSYS;
#endif
}

int csystem_current_cpu(void) {
#if defined(__linux__)
    return sched_getcpu();
#else
    errno = ENOSYS;
    return -1;
#endif
}

int csystem_thread_batch_class(void) {
#if defined(__linux__) && defined(SCHED_BATCH)
    struct sched_param param = { .sched_priority = 0 };
    return sched_setscheduler((pid_t)syscall(SYS_gettid), SCHED_BATCH, &param);
#else
    errno = ENOSYS;
    return -1;
#endif
}

int csystem_unshare_files(void) {
#if defined(__linux__) && defined(CLONE_FILES)
    return unshare(CLONE_FILES);
#else
    errno = ENOSYS;
    return -1;
#endif
}

int csystem_open_nameless(int folder, const char *path, unsigned int mode) {
#if defined(__linux__) && defined(O_TMPFILE)
    return openat(folder, path, O_TMPFILE | O_WRONLY | O_CLOEXEC, (mode_t)mode);
#else
    (void)folder;
    (void)path;
    (void)mode;
    errno = EOPNOTSUPP;
    return -1;
#endif
}

int csystem_own_credentials(void) {
#if defined(__linux__) && defined(PR_SET_KEEPCAPS)
    // Setting the keep-capabilities flag to the value it has makes the kernel commit a new, equal set of
    // credentials for the calling thread alone (credentials are per thread on Linux).
    int keep = prctl(PR_GET_KEEPCAPS, 0, 0, 0, 0);
    if (keep < 0) return -1;
    return prctl(PR_SET_KEEPCAPS, keep, 0, 0, 0);
#else
    errno = ENOSYS;
    return -1;
#endif
}

unsigned long csystem_cpu_mask_size(void) {
#if defined(__linux__)
    return sizeof(cpu_set_t);
#else
    return 8;
#endif
}

int csystem_pin_calling_thread(int cpu, void *saved) {
#if defined(__linux__)
    if (cpu < 0 || cpu >= CPU_SETSIZE) { errno = EINVAL; return -1; }
    if (sched_getaffinity(0, sizeof(cpu_set_t), (cpu_set_t *)saved) != 0) return -1;
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(cpu, &one);
    return sched_setaffinity(0, sizeof one, &one);
#else
    (void)cpu;
    (void)saved;
    errno = ENOSYS;
    return -1;
#endif
}

int csystem_restore_calling_thread(const void *saved) {
#if defined(__linux__)
    return sched_setaffinity(0, sizeof(cpu_set_t), (const cpu_set_t *)saved);
#else
    (void)saved;
    errno = ENOSYS;
    return -1;
#endif
}
