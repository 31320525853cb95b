/**
 * Open SMTP sessions per client IP on this node. Kept in process memory on purpose: it counts
 * live TCP connections of this process, which end with the process, so a crashed node can never
 * leave a stale count behind (a Redis counter could). With N SMTP nodes behind one MX name a
 * client may hold up to N times the limit in all.
 */
export class ConnectionLimit {
  private readonly open = new Map<string, number>();

  /** @param perIp sessions one address may hold at once; 0 = unlimited. */
  constructor(private readonly perIp: number) {}

  /** Counts a new session for `ip`; false (and nothing counted) when that address is at the limit. */
  tryOpen(ip: string): boolean {
    const current = this.open.get(ip) ?? 0;
    if (this.perIp > 0 && current >= this.perIp) return false;
    this.open.set(ip, current + 1);
    return true;
  }

  /** Releases a session counted by tryOpen. */
  close(ip: string): void {
    const current = this.open.get(ip) ?? 0;
    if (current <= 1) this.open.delete(ip);
    else this.open.set(ip, current - 1);
  }

  count(ip: string): number {
    return this.open.get(ip) ?? 0;
  }
}
