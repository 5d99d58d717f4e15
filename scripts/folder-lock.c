// Measures how new names in one folder scale over threads: `scripts/folder-lock.sh` builds and runs it.
//
//   folder-lock ROOT THREADS SHARED NAMES
//
// THREADS threads make NAMES names between them under ROOT, as `render --trace` makes a drag's frames: one name in
// 50 a new file of 3,000 bytes, the others hard links to a file the thread wrote first. With SHARED 1 every thread
// makes its names in one folder, with 0 each in a folder of its own. Prints the wall time in milliseconds; the
// caller reads the processor time from the process's resource usage.
#define _GNU_SOURCE
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static const char *root;
static int shared;
static int perThread;
static char bytes[3000];

static void fail(const char *what, const char *path) {
    perror(what);
    fprintf(stderr, "folder-lock: %s\n", path);
    exit(1);
}

static void writeFile(const char *path) {
    int fd = open(path, O_CREAT | O_EXCL | O_WRONLY, 0644);
    if (fd < 0) fail("open", path);
    if (write(fd, bytes, sizeof bytes) != (ssize_t)sizeof bytes) fail("write", path);
    close(fd);
}

static void *makeNames(void *argument) {
    long thread = (long)argument;
    char folder[4096], kept[4200], name[4200];
    if (shared) snprintf(folder, sizeof folder, "%s/shared", root);
    else snprintf(folder, sizeof folder, "%s/own-%ld", root, thread);
    snprintf(kept, sizeof kept, "%s/kept-%ld", folder, thread);
    writeFile(kept);
    for (int i = 0; i < perThread; i++) {
        snprintf(name, sizeof name, "%s/%ld-%07d.svg", folder, thread, i);
        if (i % 50 == 0) writeFile(name);
        else if (link(kept, name) != 0) fail("link", name);
    }
    return NULL;
}

int main(int argc, char **argv) {
    if (argc != 5) {
        fprintf(stderr, "usage: folder-lock ROOT THREADS SHARED NAMES\n");
        return 2;
    }
    root = argv[1];
    int threads = atoi(argv[2]);
    shared = atoi(argv[3]);
    int names = atoi(argv[4]);
    if (threads < 1 || threads > 64 || names < threads) {
        fprintf(stderr, "folder-lock: 1 to 64 threads, and at least a name each\n");
        return 2;
    }
    perThread = names / threads;
    char folder[4096];
    snprintf(folder, sizeof folder, "%s/shared", root);
    if (mkdir(folder, 0755) != 0) fail("mkdir", folder);
    for (int t = 0; t < threads; t++) {
        snprintf(folder, sizeof folder, "%s/own-%d", root, t);
        if (mkdir(folder, 0755) != 0) fail("mkdir", folder);
    }
    pthread_t running[64];
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    for (long t = 0; t < threads; t++) pthread_create(&running[t], NULL, makeNames, (void *)t);
    for (int t = 0; t < threads; t++) pthread_join(running[t], NULL);
    clock_gettime(CLOCK_MONOTONIC, &end);
    printf("%.1f\n", (end.tv_sec - start.tv_sec) * 1e3 + (end.tv_nsec - start.tv_nsec) / 1e6);
    return 0;
}
