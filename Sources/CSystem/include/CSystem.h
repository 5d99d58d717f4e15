#ifndef CSYSTEM_H
#define CSYSTEM_H

/// Swaps two paths in one atomic step (Linux renameat2 with RENAME_EXCHANGE). Returns 0, or -1 with errno set
/// (ENOSYS or EINVAL where the kernel or file system cannot exchange).
int csystem_exchange(const char *first, const char *second);

/// The CPUs in this process's affinity mask (Linux sched_getaffinity), or -1 with errno set.
int csystem_affinity_count(void);

/// Reads directory entries of an open folder into `buffer` as `struct linux_dirent64` records (Linux getdents64):
/// the byte count, 0 at the end, or -1 with errno set. Unlike opendir, it needs no fstat of the folder first.
long csystem_getdents(int fd, void *buffer, unsigned long length);

#endif
