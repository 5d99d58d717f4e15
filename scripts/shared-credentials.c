// Measures what two threads opening files at once pay for sharing one set of credentials:
// `scripts/shared-credentials.sh` builds and runs it.
//
//   shared-credentials FOLDER OWN ROUNDS
//
// Two threads, each pinned to a CPU of its own (the first two of the process's mask) and each with a descriptor
// table of its own, as `check`'s threads are, open, read and close a small file of their own 100,000 times at once.
// With OWN 1 each thread first gives itself credentials of its own (PR_SET_KEEPCAPS set to the value it has, as
// `Threads.ownCredentials` does); with 0 they share the process's. Prints the fastest round's nanoseconds per
// open, read and close.
#define _GNU_SOURCE
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <time.h>
#include <unistd.h>

enum { steps = 100000 };
static const char *folder;
static int own;
static int cpus[2];
static pthread_barrier_t start;

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void *work(void *argument) {
    long k = (long)argument;
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpus[k], &set);
    sched_setaffinity(0, sizeof set, &set);
    if (unshare(CLONE_FILES) != 0) perror("unshare");
    if (own) {
        int keep = prctl(PR_GET_KEEPCAPS, 0, 0, 0, 0);
        if (keep < 0 || prctl(PR_SET_KEEPCAPS, keep, 0, 0, 0) != 0) { perror("prctl"); exit(1); }
    }
    char path[4096], buffer[4096];
    snprintf(path, sizeof path, "%s/file%ld", folder, k);
    pthread_barrier_wait(&start);
    for (int i = 0; i < steps; i++) {
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0) { perror(path); exit(1); }
        if (read(fd, buffer, sizeof buffer) < 0) { perror(path); exit(1); }
        close(fd);
    }
    return NULL;
}

int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: shared-credentials FOLDER OWN ROUNDS\n"); return 64; }
    folder = argv[1];
    own = atoi(argv[2]);
    int rounds = atoi(argv[3]);
    cpu_set_t mask;
    CPU_ZERO(&mask);
    sched_getaffinity(0, sizeof mask, &mask);
    int found = 0;
    for (int c = 0; c < CPU_SETSIZE && found < 2; c++) if (CPU_ISSET(c, &mask)) cpus[found++] = c;
    if (found < 2) { fprintf(stderr, "shared-credentials: needs two CPUs\n"); return 1; }
    double best = 1e30;
    for (int r = 0; r < rounds; r++) {
        pthread_barrier_init(&start, NULL, 2);
        pthread_t threads[2];
        double t0 = now();
        for (long k = 0; k < 2; k++) pthread_create(&threads[k], NULL, work, (void *)k);
        for (int k = 0; k < 2; k++) pthread_join(threads[k], NULL);
        double seconds = now() - t0;
        if (seconds < best) best = seconds;
        pthread_barrier_destroy(&start);
    }
    printf("%.1f\n", best / steps * 1e9);
    return 0;
}
