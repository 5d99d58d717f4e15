#ifndef CSYSTEM_H
#define CSYSTEM_H

/// Swaps two paths in one atomic step: renameat2 with RENAME_EXCHANGE on Linux, renamex_np with RENAME_SWAP on
/// Darwin. Returns 0, or -1 with errno set (ENOSYS elsewhere, or EINVAL where the file system cannot exchange); the
/// caller then falls back to two renames.
int csystem_exchange(const char *first, const char *second);

#endif
