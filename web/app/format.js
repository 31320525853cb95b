// Small pure helpers for display.

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** "just now", "5 min", "14:02", "Mon 09:12", "12 Mar" — compact times for lists. */
export function shortTime(iso, now = Date.now()) {
  const date = new Date(iso);
  const age = now - date.getTime();
  if (age < minute) return 'just now';
  if (age < hour) return `${Math.floor(age / minute)} min`;
  const sameDay = new Date(now).toDateString() === date.toDateString();
  if (sameDay) return date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  if (age < 6 * day) return date.toLocaleDateString(undefined, { weekday: 'short' }) + ' ' + date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  return date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: new Date(now).getFullYear() === date.getFullYear() ? undefined : 'numeric' });
}

export function fullTime(iso) {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'medium' });
}

/** "in 52 min", "in 3 h", "in 6 days", "expired". */
export function untilTime(iso, now = Date.now()) {
  const left = new Date(iso).getTime() - now;
  if (left <= 0) return 'expired';
  if (left < hour) return `in ${Math.max(1, Math.round(left / minute))} min`;
  if (left < 2 * day) return `in ${Math.round(left / hour)} h`;
  return `in ${Math.round(left / day)} days`;
}

export function fileSize(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10240 ? 1 : 0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Splits `Name <addr@host>` (or a bare address) into name and address. */
export function parseAddress(value, name) {
  const text = (value ?? '').trim();
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(text);
  if (match) return { name: name || match[1].trim() || '', address: match[2].trim() };
  return { name: name || '', address: text };
}

/** The sender as shown in lists: the display name when there is one, else the address. */
export function senderLabel(message) {
  const { name, address } = parseAddress(message.from, message.from_name);
  return name || address || '(no sender)';
}

const AVATAR_HUES = [250, 200, 160, 30, 340, 280, 120, 10];
export function avatarFor(label) {
  let hash = 0;
  for (const char of label) hash = (hash * 31 + char.codePointAt(0)) >>> 0;
  const letter = (label.match(/[\p{L}\p{N}]/u)?.[0] ?? '?').toUpperCase();
  return { letter, hue: AVATAR_HUES[hash % AVATAR_HUES.length] };
}

export function snippet(text, length = 140) {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}
