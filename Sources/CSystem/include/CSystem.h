#ifndef CSYSTEM_H
#define CSYSTEM_H

/// Swaps two paths in one atomic step: renameat2 with RENAME_EXCHANGE on Linux, renamex_np with RENAME_SWAP on
/// Darwin. Returns 0, or -1 with errno set (ENOSYS elsewhere, or EINVAL where the file system cannot exchange); the
/// caller then falls back to two renames.
int csystem_exchange(const char *first, const char *second);

/// Routes `signal` to `handler` with sigaction and no flags: unlike signal(), a system call the signal interrupts
/// (a read from a pipe that stays open) returns EINTR instead of being restarted. Returns 0, or -1 with errno set.
int csystem_on_signal(int signal, void (*handler)(int));

/// Ignores `signal` (SIGPIPE, SIGXFSZ): the system call that would have raised it fails with an error instead.
/// Returns 0, or -1 with errno set.
int csystem_ignore_signal(int signal);

#endif
