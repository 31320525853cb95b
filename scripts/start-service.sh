#!/bin/sh
# Starts the built service: `npm run start:prod`, the docker image, the tests that run the build
# and the benchmarks all start it through this file, so they run it the same way. Arguments are
# Node options (e.g. --cpu-prof); the process is `node` itself (exec: same pid, signals go to it).
#
# MALLOC_ARENA_MAX=1: one glibc malloc arena for every thread. By default glibc gives each thread
# that allocates (V8's compiler and GC helper threads, libuv's pool) an arena of its own, up to
# 8 per core, and memory freed in one is kept for that thread: 7 arenas holding 6-12 MiB at the
# RSS peak of the ingest blasts. With one arena: RSS after start -7 MiB, blast peak -7 MiB, peak
# with the 25 MB messages -17 MiB, no measurable CPU cost (bench/RESULTS.md, "memory, third
# pass"). A value already in the environment is kept.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-1}"
exec node "$@" "$(dirname "$0")/../dist/src/main.js"
