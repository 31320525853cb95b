/** Deepest nesting a request body may have; the API's bodies are at most two levels deep. */
export const MAX_JSON_DEPTH = 32;

export interface JsonHazard {
  /** Where the problem is, as a field path (`name`, `events[2]`, `body` for the whole body). */
  path: string;
  problem: string;
}

/** U+0000, which PostgreSQL text cannot hold. */
const NUL = '\u0000';
/** A UTF-16 surrogate without its partner: not a character, and not encodable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function stringProblem(value: string): string | null {
  if (value.includes(NUL)) return 'contains a NUL character (\\u0000), which is not allowed';
  if (LONE_SURROGATE.test(value)) return 'contains an unpaired UTF-16 surrogate (invalid Unicode)';
  return null;
}

function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent || 'body'}[${key}]`;
  const safe = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key.replace(/[\u0000-\u001f\uD800-\uDFFF]/g, '?'));
  return parent ? `${parent}.${safe}` : safe;
}

/**
 * The first thing in a parsed JSON body that must not go further: nesting deeper than `maxDepth`,
 * or a key or string value holding NUL or a lone surrogate. Iterative (an explicit stack), so a
 * 100,000-deep array costs one pass and no call stack.
 */
export function findJsonHazard(root: unknown, maxDepth = MAX_JSON_DEPTH): JsonHazard | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: root, path: '', depth: 0 }];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = stringProblem(value);
      if (problem) return { path: path || 'body', problem };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= maxDepth) return { path: 'body', problem: `is nested deeper than ${maxDepth} levels` };
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: childPath(path, i), depth: depth + 1 });
      continue;
    }
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      const keyProblem = stringProblem(key);
      if (keyProblem) return { path: path || 'body', problem: `has a field name that ${keyProblem}` };
      stack.push({ value: (value as Record<string, unknown>)[key], path: childPath(path, key), depth: depth + 1 });
    }
  }
  return null;
}

/** The same checks for one text value outside JSON (a query parameter, a header). */
export function textProblem(value: string): string | null {
  return stringProblem(value);
}
