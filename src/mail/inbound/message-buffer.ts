import { collectYoungGarbage } from '../../common/memory/collect-garbage';
import { collectOldGenerationSoon } from '../../common/memory/old-generation-watermark';

/** ES2024 resizable ArrayBuffer (Node 20; the project's lib is ES2023). */
interface ResizableArrayBuffer extends ArrayBuffer {
  readonly maxByteLength: number;
  resize(byteLength: number): void;
}
const ResizableArrayBuffer = ArrayBuffer as unknown as new (byteLength: number, options: { maxByteLength: number }) => ResizableArrayBuffer;

/**
 * The bytes of one received message (SMTP DATA), collected as they arrive, with room for our
 * trace header in front. Small messages (most mail) keep their chunks and are joined once at the
 * end. From SPILL_BYTES on, the chunks go into ONE buffer that grows in place as data arrives
 * (a resizable ArrayBuffer: its address space is reserved up to the size limit and pages are
 * committed only as they are written), so a large message is never held twice: no list of
 * chunks beside a joined copy, no doubling-and-copying growth. Its trace header is written into
 * room left free in front of the data, so the stored message (header + DATA) is a view of that
 * same buffer.
 */
export class MessageBuffer {
  /** From this many bytes on, data goes into the growing buffer. */
  static readonly SPILL_BYTES = 256 * 1024;
  /** Room in front of the data for the trace header; a longer header costs one copy of the message. */
  static readonly HEAD_ROOM = 4096;
  /**
   * Every this many bytes of a growing message, a young-generation GC frees the chunks already
   * copied in (collectYoungGarbage): the socket's and smtp-server's copies of them would
   * otherwise stay in RSS until the message is stored, about twice the message.
   */
  static readonly COLLECT_EVERY = 2 * 1024 * 1024;
  /**
   * A message reaching this size starts an incremental mark-compact (collectOldGenerationSoon): the
   * old generation's garbage from the load before it is freed while its DATA arrives, so its bytes
   * come on top of the live heap rather than of the garbage.
   */
  static readonly MAKE_ROOM_AT = 2 * 1024 * 1024;
  /** Pages are committed in steps of this size (fewer resize calls; untouched pages cost no memory). */
  private static readonly GROW_STEP = 4 * 1024 * 1024;

  private chunks: Buffer[] = [];
  private store: ResizableArrayBuffer | null = null;
  private view: Buffer | null = null;
  private size = 0;

  /** `limit`: most data bytes ever kept (the caller stops pushing past it). */
  constructor(private readonly limit: number) {}

  /** Bytes of data kept so far. */
  get length(): number {
    return this.size;
  }

  push(chunk: Buffer): void {
    if (!this.store && this.size + chunk.length < MessageBuffer.SPILL_BYTES) {
      this.chunks.push(chunk);
      this.size += chunk.length;
      return;
    }
    if (!this.store) this.spill(chunk.length);
    this.ensure(this.size + chunk.length);
    chunk.copy(this.view!, MessageBuffer.HEAD_ROOM + this.size);
    const before = this.size;
    this.size += chunk.length;
    if (Math.floor(this.size / MessageBuffer.COLLECT_EVERY) !== Math.floor(before / MessageBuffer.COLLECT_EVERY)) collectYoungGarbage();
    if (before < MessageBuffer.MAKE_ROOM_AT && this.size >= MessageBuffer.MAKE_ROOM_AT) collectOldGenerationSoon();
  }

  /** The message with `head` in front of the data (one Buffer). The collector is empty afterwards. */
  finish(head: Buffer): Buffer {
    const store = this.store;
    const view = this.view;
    const size = this.size;
    const chunks = this.chunks;
    this.store = null;
    this.view = null;
    this.chunks = [];
    this.size = 0;
    if (!store || !view) return Buffer.concat([head, ...chunks], head.length + size);
    const start = MessageBuffer.HEAD_ROOM - head.length;
    if (start < 0) return Buffer.concat([head, view.subarray(MessageBuffer.HEAD_ROOM, MessageBuffer.HEAD_ROOM + size)], head.length + size);
    head.copy(view, start);
    return Buffer.from(store, start, head.length + size);
  }

  /** Moves the chunks so far into a growing buffer reserved up to the limit. */
  private spill(next: number): void {
    const max = MessageBuffer.HEAD_ROOM + Math.max(this.limit, this.size + next);
    this.store = new ResizableArrayBuffer(0, { maxByteLength: max });
    this.ensure(this.size + next);
    let at = MessageBuffer.HEAD_ROOM;
    for (const chunk of this.chunks) at += chunk.copy(this.view!, at);
    this.chunks = [];
  }

  private ensure(size: number): void {
    const store = this.store!;
    const needed = MessageBuffer.HEAD_ROOM + size;
    if (store.byteLength >= needed) return;
    if (needed > store.maxByteLength) throw new RangeError(`message past its limit of ${this.limit} bytes`);
    store.resize(Math.min(store.maxByteLength, Math.max(needed, store.byteLength + MessageBuffer.GROW_STEP)));
    this.view = Buffer.from(store, 0, store.byteLength);
  }
}
