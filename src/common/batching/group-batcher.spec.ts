import { GroupBatcher } from './group-batcher';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('GroupBatcher', () => {
  it('runs a lone call at once, alone', async () => {
    const batches: number[][] = [];
    const batcher = new GroupBatcher<number, number>(async (items) => {
      batches.push(items);
      return items.map((n) => n * 2);
    });
    await expect(batcher.submit(21)).resolves.toBe(42);
    expect(batches).toEqual([[21]]);
  });

  it('groups calls made while a batch runs into the next batch, each caller getting its own result', async () => {
    const gates = [deferred<void>(), deferred<void>()];
    const batches: string[][] = [];
    const batcher = new GroupBatcher<string, string>(async (items) => {
      const gate = gates[batches.length]!;
      batches.push(items);
      await gate.promise;
      return items.map((s) => s.toUpperCase());
    });
    const first = batcher.submit('a');
    const rest = ['b', 'c', 'd'].map((s) => batcher.submit(s));
    expect(batches).toEqual([['a']]);
    gates[0]!.resolve();
    await expect(first).resolves.toBe('A');
    await new Promise((r) => setImmediate(r));
    expect(batches).toEqual([['a'], ['b', 'c', 'd']]);
    gates[1]!.resolve();
    await expect(Promise.all(rest)).resolves.toEqual(['B', 'C', 'D']);
  });

  it('caps a batch at maxBatch items and runs the remainder next', async () => {
    const gate = deferred<void>();
    const sizes: number[] = [];
    const batcher = new GroupBatcher<number, number>(async (items) => {
      sizes.push(items.length);
      if (sizes.length === 1) await gate.promise;
      return items;
    }, 3);
    const all = [batcher.submit(0), ...[1, 2, 3, 4, 5, 6, 7].map((n) => batcher.submit(n))];
    gate.resolve();
    await expect(Promise.all(all)).resolves.toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(sizes).toEqual([1, 3, 3, 1]);
  });

  it('rejects every caller of a failed batch and keeps serving later calls', async () => {
    let fail = true;
    const batcher = new GroupBatcher<number, number>((items) => {
      if (fail) throw new Error('database down');
      return Promise.resolve(items);
    });
    await expect(batcher.submit(1)).rejects.toThrow('database down');
    fail = false;
    await expect(batcher.submit(2)).resolves.toBe(2);
  });
});
