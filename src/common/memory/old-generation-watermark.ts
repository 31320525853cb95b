import { constants, PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';

/** How often the watermark looks at the heap (one `v8.getHeapSpaceStatistics()`: microseconds). */
export const WATERMARK_CHECK_MS = 250;
/** A requested collection that has not come after this long is given up (the flag reset). */
const REQUEST_TIMEOUT_MS = 5000;

/**
 * What a mark-compact can free: bytes in use in V8's old generation (old space and large-object
 * space) and in ArrayBuffers (Buffers' memory, outside the JavaScript heap; a Buffer whose small
 * wrapper object was promoted keeps its bytes until a mark-compact, however large they are).
 */
export function oldGenerationUsed(): number {
  let used = process.memoryUsage().arrayBuffers;
  for (const space of getHeapSpaceStatistics()) {
    if (space.space_name === 'old_space' || space.space_name === 'lo_space') used += space.space_used_size;
  }
  return used;
}

/**
 * Starts an incremental mark-compact whenever V8's old generation has grown by `growthBytes` since
 * the last one. V8 by itself lets the old generation grow to 2-4x what its last mark-compact left
 * before it marks again, and under ingest load that point is not reached: objects that outlived
 * two scavenges (long-poll requests, batches in flight), and the Buffers they hold, pile up in RSS
 * until the load ends (bench/RESULTS.md, "memory, third pass"). Here a timer compares the old
 * generation's size with the lowest seen since the last mark-compact (only a mark-compact lowers
 * it) and, past the watermark, asks V8 to start incremental marking: with
 * `--incremental-marking-soft-trigger=1` V8 starts it from a task of its own and marks mostly on
 * its helper thread, with a short final pause (not the atomic full collection `gc()` runs). The
 * flag is reset as soon as that mark-compact has run, so V8's own schedule holds in between.
 * Per process, no shared state. Returns a function that stops it.
 */
export function startOldGenerationWatermark(growthBytes: number, read: () => number = oldGenerationUsed): () => void {
  if (growthBytes <= 0) return () => undefined;
  let lowest = read();
  let requestedAt = 0;
  let usedAtRequest = 0;

  const setTrigger = (on: boolean) => setFlagsFromString(`--incremental-marking-soft-trigger=${on ? 1 : 0}`);
  // Told of each mark-compact while a request is open, so the flag goes back before V8 starts another.
  const observer = new PerformanceObserver((list) => {
    if (requestedAt && list.getEntries().some((entry) => (entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)) done();
  });
  // Asked for while one was under way: that one may have found the bytes still in use.
  let again = false;
  const done = () => {
    setTrigger(false);
    observer.disconnect();
    requestedAt = 0;
    lowest = read();
    if (again) {
      again = false;
      request(lowest);
    }
  };

  const request = (used: number) => {
    requestedAt = Date.now();
    usedAtRequest = used;
    observer.observe({ entryTypes: ['gc'] });
    setTrigger(true);
  };

  const timer = setInterval(() => {
    const used = read();
    if (requestedAt) {
      // The old generation dropped (a mark-compact ran) or none came: back to V8's own schedule.
      if (used < usedAtRequest || Date.now() - requestedAt > REQUEST_TIMEOUT_MS) done();
      return;
    }
    if (used < lowest) lowest = used;
    if (used - lowest >= growthBytes) request(used);
  }, WATERMARK_CHECK_MS);
  timer.unref();
  requestNow = () => {
    if (requestedAt) again = true;
    else request(read());
  };
  return () => {
    clearInterval(timer);
    requestNow = null;
    again = false;
    if (requestedAt) done();
  };
}

let requestNow: (() => void) | null = null;

/**
 * Starts an incremental mark-compact now, as if the watermark had been reached (while one is under
 * way: another right after it), e.g. when a large message begins to arrive, so that the garbage of
 * the load before it is gone before its bytes are added to RSS, or once it is stored, to free it.
 * False when no watermark runs (GC_WATERMARK_MB=0): nothing was asked for.
 */
export function collectOldGenerationSoon(): boolean {
  if (!requestNow) return false;
  requestNow();
  return true;
}
