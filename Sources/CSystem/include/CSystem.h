#ifndef CSYSTEM_H
#define CSYSTEM_H

#include <pthread.h>

/// Swaps two paths in one atomic step (Linux renameat2 with RENAME_EXCHANGE). Returns 0, or -1 with errno set
/// (ENOSYS or EINVAL where the kernel or file system cannot exchange).
int csystem_exchange(const char *first, const char *second);

/// The CPUs in this process's affinity mask (Linux sched_getaffinity), or -1 with errno set.
int csystem_affinity_count(void);

/// Reads directory entries of an open folder into `buffer` as `struct linux_dirent64` records (Linux getdents64):
/// the byte count, 0 at the end, or -1 with errno set. Unlike opendir, it needs no fstat of the folder first.
long csystem_getdents(int fd, void *buffer, unsigned long length);

/// `count` CPUs of the process's affinity mask (its main thread's, so that a thread pinned to one CPU still sees
/// the others) other than `avoid`, in turn after it, written to `cpus`; with `avoid` -1, the mask's first `count`.
/// Returns `count`, or 0 (nothing written) when the mask has fewer such CPUs.
int csystem_spread(int avoid, int count, int *cpus);

/// Makes threads created with `attributes` start on `cpu` alone (pthread_attr_setaffinity_np): 0 or an error number.
int csystem_attr_set_cpu(pthread_attr_t *attributes, int cpu);

/// The CPU the calling thread runs on (Linux sched_getcpu), or -1 with errno set.
int csystem_current_cpu(void);

/// Puts the calling thread in the batch scheduling class (Linux SCHED_BATCH; no privilege needed): 0, or -1 with
/// errno set.
int csystem_thread_batch_class(void);

/// Gives the calling thread a descriptor table of its own, a copy of the one it shared (Linux unshare(CLONE_FILES)):
/// 0, or -1 with errno set (ENOSYS elsewhere).
int csystem_unshare_files(void);

/// Opens a new file with no name in the folder `path` (relative to the folder descriptor `folder`), for writing, with
/// permissions `mode` (Linux O_TMPFILE): a descriptor, or -1 with errno set (EOPNOTSUPP elsewhere, or where the file
/// system cannot).
int csystem_open_nameless(int folder, const char *path, unsigned int mode);

/// Gives the calling thread credentials of its own, equal to those it shared with the process's other threads (Linux:
/// PR_SET_KEEPCAPS set to its own value commits a new copy): 0, or -1 with errno set (ENOSYS elsewhere). Every file a
/// thread opens holds a reference on its credentials, so two threads opening files at once on two cores pass that
/// count's cache line back and forth while they share one set.
int csystem_own_credentials(void);

/// The size in bytes of a saved CPU mask (for csystem_pin_calling_thread).
unsigned long csystem_cpu_mask_size(void);

/// Pins the calling thread to `cpu`, first saving its CPUs in `saved` (csystem_cpu_mask_size() bytes): 0, or -1 with
/// errno set (ENOSYS elsewhere than Linux). Processes the thread starts afterwards inherit the one CPU.
int csystem_pin_calling_thread(int cpu, void *saved);

/// Gives the calling thread back the CPUs saved by csystem_pin_calling_thread: 0, or -1 with errno set.
int csystem_restore_calling_thread(const void *saved);

#endif
