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
#
# --max-semi-space-size=8: V8's young generation is two semi-spaces of up to 16 MiB each by
# default, both resident once grown (32 MiB from start-up on). 8 MiB each halves that (RSS -16 MiB
# after start and under load). Alone it raised the load peaks (more objects promoted to the old
# generation, which V8 lets grow 2-4x between mark-compacts); with GC_WATERMARK_MB bounding that
# growth the peaks drop too (bench/RESULTS.md, "memory, fourth pass"). V8_SEMI_SPACE_MB sets
# another size; 0 leaves V8's default. A --max-semi-space-size among the arguments wins.
semi="${V8_SEMI_SPACE_MB:-8}"
if [ "$semi" != 0 ]; then set -- "--max-semi-space-size=$semi" "$@"; fi
exec node "$@" "$(dirname "$0")/../dist/src/main.js"
