import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Gc = (options?: { type?: 'minor' | 'major'; execution?: 'sync' | 'async' }) => unknown;

let gc: Gc | null | undefined;

/**
 * A young-generation collection (a scavenge: a millisecond or so, proportional to what is still
 * alive in the young generation) now. For code that turns over a lot of Buffer memory with few
 * JavaScript objects, e.g. a large SMTP DATA: every socket chunk and smtp-server's copy of it
 * are garbage once copied into the message, but their bytes live outside the JavaScript heap,
 * which V8 collects only when the young generation fills (small objects) or external memory has
 * grown by 64 MiB. Until then a 25 MB message leaves about its size of dead chunks in RSS.
 * A no-op when the runtime offers no way to ask for a collection.
 */
export function collectYoungGarbage(): void {
  if (gc === undefined) gc = exposedGc();
  gc?.({ type: 'minor' });
}

/** Full collections asked for by collectAllGarbageSoon at most this often. */
export const FULL_COLLECTION_MIN_GAP_MS = 1000;
let lastFull = 0;
let fullPending = false;

/**
 * A full collection shortly (V8 runs it in a task of its own, after the current work): for a
 * large Buffer just done with, e.g. a big message once stored. Such a Buffer has usually moved
 * to the old generation while it was filled, so only a full collection frees it, which V8 starts
 * only when the old generation or external memory has grown a lot: until then a 25 MB message
 * stays in RSS after its 250, beside the next one. At most one every
 * FULL_COLLECTION_MIN_GAP_MS (a burst of large messages costs one collection, run after it).
 */
export function collectAllGarbageSoon(): void {
  if (gc === undefined) gc = exposedGc();
  if (!gc || fullPending) return;
  fullPending = true;
  const wait = Math.max(0, lastFull + FULL_COLLECTION_MIN_GAP_MS - Date.now());
  const run = () => {
    fullPending = false;
    lastFull = Date.now();
    void gc?.({ type: 'major', execution: 'async' });
  };
  if (wait === 0) run();
  else setTimeout(run, wait).unref();
}

/**
 * V8's `gc` function without starting node with --expose-gc: the flag set at run time gives it to
 * contexts created afterwards (as Jest does for --logHeapUsage). The main context stays as it was.
 */
function exposedGc(): Gc | null {
  const global = (globalThis as { gc?: unknown }).gc;
  if (typeof global === 'function') return global as Gc;
  try {
    setFlagsFromString('--expose-gc');
    const fn: unknown = runInNewContext('gc');
    return typeof fn === 'function' ? (fn as Gc) : null;
  } catch {
    return null;
  }
}
