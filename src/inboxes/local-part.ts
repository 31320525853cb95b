import { randomBytes } from 'node:crypto';

export const LOCAL_PART_MAX_LENGTH = 64;

/**
 * A custom local part: the dot-atom subset every mail system accepts unquoted. Letters, digits,
 * `.`, `_`, `-`, `+`; it starts and ends with a letter or digit and never has two dots in a row.
 * Compared after lower-casing, since addresses are unique case-insensitively.
 */
export const LOCAL_PART_PATTERN = /^(?!.*\.\.)[a-z0-9](?:[a-z0-9._+-]*[a-z0-9])?$/;

export const LOCAL_PART_RULES =
  'prefix must be 1-64 characters of a-z, 0-9, ".", "_", "-", "+", start and end with a letter or digit, and contain no ".."';

export function isValidLocalPart(value: string): boolean {
  return value.length >= 1 && value.length <= LOCAL_PART_MAX_LENGTH && LOCAL_PART_PATTERN.test(value);
}

// 32 words each: 5 + 5 bits, readable; the random tail carries the security (40 bits).
const ADJECTIVES = [
  'amber', 'brave', 'calm', 'clever', 'cosmic', 'crisp', 'eager', 'fancy', 'gentle', 'golden', 'happy', 'jolly', 'keen', 'lively', 'lucky', 'mellow',
  'misty', 'noble', 'proud', 'quick', 'quiet', 'rapid', 'rustic', 'silent', 'silver', 'sunny', 'swift', 'tidy', 'vivid', 'witty', 'young', 'zesty',
] as const;
const NOUNS = [
  'badger', 'beacon', 'cedar', 'comet', 'falcon', 'fern', 'fox', 'harbor', 'heron', 'island', 'lark', 'lynx', 'maple', 'meadow', 'otter', 'owl',
  'panda', 'pebble', 'pine', 'raven', 'river', 'robin', 'sparrow', 'spruce', 'summit', 'tiger', 'tulip', 'valley', 'walrus', 'willow', 'wren', 'zebra',
] as const;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * An unguessable but readable local part for inboxes created without a prefix, such as
 * `swift-otter-k3m9qz7a`: 10 bits of words plus 40 random bits, so addresses cannot be
 * enumerated by someone hoping to read another agent's mail.
 */
export function generateLocalPart(): string {
  const bytes = randomBytes(7);
  const adjective = ADJECTIVES[bytes[0]! & 31]!;
  const noun = NOUNS[bytes[1]! & 31]!;
  // 5 bytes = 40 bits = 8 base32 characters.
  let bits = 0n;
  for (const byte of bytes.subarray(2)) bits = (bits << 8n) | BigInt(byte);
  let tail = '';
  for (let i = 0; i < 8; i++) {
    tail = BASE32[Number(bits & 31n)]! + tail;
    bits >>= 5n;
  }
  return `${adjective}-${noun}-${tail}`;
}
