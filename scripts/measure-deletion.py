#!/usr/bin/env python3
"""How long deleting a folder of many small files takes with 1, 2, 4, 8 and 16 threads unlinking in inode order.

    python3 scripts/measure-deletion.py DIR [FILES]

Makes FILES (default 36,038, the frames of slider-bench's long replay) files of 3 KB in a fresh folder under DIR for
each thread count, waits for the disk to settle, then times unlinking them (the same strategy as FolderRemoval.swift:
names sorted by inode, thread k taking every k-th name, `unlinkat` on the folder's descriptor).
"""
import os, sys, threading, time

base = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 36038
payload = b"x" * 3000
folders = {}
for threads in (1, 2, 4, 8, 16):
    folder = os.path.join(base, f"deletion-{os.getpid()}-{threads}")
    os.makedirs(folder)
    for i in range(count):
        with open(os.path.join(folder, f"{i:05d}.svg"), "wb") as f:
            f.write(payload)
    folders[threads] = folder
os.sync()
time.sleep(30)  # ext4 is slow to create and delete right after a burst; let it settle
for threads, folder in folders.items():
    os.sync()
    fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    names = [name for _, name in sorted((e.inode(), e.name) for e in os.scandir(folder))]
    start = time.monotonic()
    def work(k):
        for name in names[k::threads]:
            os.unlink(name, dir_fd=fd)
    pool = [threading.Thread(target=work, args=(k,)) for k in range(threads)]
    for t in pool: t.start()
    for t in pool: t.join()
    elapsed = time.monotonic() - start
    os.close(fd)
    os.rmdir(folder)
    print(f"{threads:2d} threads: {count} files in {elapsed:.2f} s")
