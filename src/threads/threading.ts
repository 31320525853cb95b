/**
 * Pure threading rules: which subject lines count as "the same conversation" and which
 * Message-IDs a reply points at. The database side lives in `thread-assigner.ts`.
 */

/**
 * Reply/forward prefixes as mail clients write them in many languages: Re, Fwd, AW (German),
 * WG (German forward), SV/VS (Nordic), Antw/Doorst (Dutch), TR (French forward), RIF/R (Italian),
 * Odp/PD (Polish), RV/ENC (Spanish/Portuguese), Ynt/İlt (Turkish), ΑΠ/ΣΧΕΤ/ΠΡΘ (Greek),
 * Vá/Továbbítás (Hungarian), Отв/Пересл (Russian), 回复/答复/转发/回覆/轉寄 (Chinese).
 * A counter such as `Re[2]:`, `Re(3):` or `Re^2:` may follow, then a colon (ASCII or full-width).
 */
const PREFIX_WORDS = [
  're', 'fw', 'fwd', 'aw', 'wg', 'sv', 'vs', 'antw', 'doorst', 'tr', 'rif', 'r', 'odp', 'pd', 'rv', 'enc',
  'ynt', 'i̇lt', 'ilt', 'απ', 'σχετ', 'πρθ', 'vá', 'továbbítás', 'отв', 'пересл', 'fs', 'vl', 'réf', 'ref', 'tr',
  '回复', '答复', '转发', '回覆', '轉寄', '轉送',
];
const PREFIX = new RegExp(
  `^(?:${PREFIX_WORDS.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\s*(?:\\[\\d+\\]|\\(\\d+\\)|\\^\\d+)?\\s*[:：]\\s*`,
  'iu',
);
/**
 * Bracketed tags that gateways and mailing lists add in front of the subject (`[EXTERNAL]`,
 * `[list-name]`, `[SPAM]`): stripped only when more text follows, and only when short, so a
 * subject that is nothing but `[urgent]` or starts with a long bracketed phrase keeps it.
 */
const TAG = /^\[[^\][]{1,40}\]\s*/u;
/** `(fwd)` trailer some old clients append. */
const TRAILER = /\s*\((?:fwd|fw)\)\s*$/iu;

/**
 * The key under which messages of one conversation group by subject: reply/forward prefixes
 * and list tags removed (repeatedly, in any order), whitespace collapsed, lower-cased
 * (Unicode-aware), NFKC-normalised so full-width and compatibility forms match. `''` means
 * "no usable subject": such mails only join threads through their reply chain.
 */
export function normaliseSubject(subject: string | null | undefined): string {
  if (!subject) return '';
  let s = subject.normalize('NFKC').replace(/[\s\u200b\ufeff]+/gu, ' ').trim();
  for (let guard = 0; guard < 50; guard++) {
    const before = s;
    s = s.replace(PREFIX, '');
    const tag = TAG.exec(s);
    if (tag && s.length > tag[0].length) s = s.slice(tag[0].length);
    s = s.replace(TRAILER, '').trim();
    if (s === before) break;
  }
  return s.toLocaleLowerCase('und');
}

/** `<a@b>` → `a@b`: Message-IDs compare without angle brackets and surrounding space. */
export function normaliseMessageId(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  const inner = /^<([^<>]*)>$/.exec(trimmed)?.[1] ?? trimmed.replace(/^<|>$/g, '');
  const id = inner.trim();
  return id ? `<${id}>` : null;
}

/** All `<...>` Message-IDs in a header value, in order (References is a space-separated list). */
export function parseMessageIdList(value: string | string[] | null | undefined): string[] {
  if (!value) return [];
  const text = Array.isArray(value) ? value.join(' ') : value;
  const found = text.match(/<[^<>\s]+>/g);
  if (found) return found;
  return text.split(/\s+/).map(normaliseMessageId).filter((id): id is string => Boolean(id));
}

/**
 * Message-IDs a message replies to, most specific first: In-Reply-To, then References from
 * the newest (last) to the oldest. Duplicates removed.
 */
export function replyCandidates(inReplyTo: string | null | undefined, references: readonly string[] | null | undefined): string[] {
  const ordered = [...parseMessageIdList(inReplyTo ?? null), ...[...(references ?? [])].reverse()];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of ordered) {
    const id = normaliseMessageId(raw);
    if (id && !seen.has(id)) {
      seen.add(id);
      out.push(id);
    }
  }
  return out;
}
