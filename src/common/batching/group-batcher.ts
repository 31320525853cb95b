/**
 * Coalesces concurrent calls into one batched operation (one SQL statement instead of one per
 * caller): the first call runs at once, so an idle system adds no delay; calls made while a
 * batch is running queue up and go together in the next one. Each caller's promise settles after
 * the batch holding ITS item finished, so awaiting still means "done". A failing batch rejects
 * every caller in it. State is per process and only lives for the length of one batch.
 */
export class GroupBatcher<I, O> {
  private readonly queue: Array<{ item: I; resolve: (out: O) => void; reject: (error: unknown) => void }> = [];
  private running = false;

  constructor(
    /** Runs one batch; returns one result per item, in order. */
    private readonly runBatch: (items: I[]) => Promise<O[]>,
    private readonly maxBatch = 100,
  ) {}

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.kick();
    });
  }

  private kick(): void {
    if (this.running || !this.queue.length) return;
    const batch = this.queue.splice(0, this.maxBatch);
    this.running = true;
    let done: Promise<O[]>;
    try {
      done = this.runBatch(batch.map((entry) => entry.item));
    } catch (error) {
      done = Promise.reject(error);
    }
    done
      .then(
        (results) => batch.forEach((entry, i) => entry.resolve(results[i] as O)),
        (error: unknown) => batch.forEach((entry) => entry.reject(error)),
      )
      .finally(() => {
        this.running = false;
        this.kick();
      });
  }
}
