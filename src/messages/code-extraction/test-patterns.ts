/**
 * Faster copies of the long word alternations (keywords.ts) for `test` and `search`-free uses:
 * whether a pattern matches, not where or what.
 *
 * V8 tries the alternatives of an alternation one after another at every position of the text: a
 * pattern of a hundred words ("verif|confirm|activat|…") costs a hundred quick checks per character
 * of a URL that holds none of them. The same words merged by their common prefixes into a trie
 * ("a(?:ctivat|ktiv(?:al|ier))|…") leave a few dozen first characters to try, and a failed first
 * character rejects every word behind it.
 *
 * The copy matches at a position exactly when the pattern does: within every alternation (the
 * pattern's own and that of each group) the alternatives made only of literal characters are
 * replaced by one trie that matches exactly their strings, and the others are kept as they are.
 * Only the order in which the alternatives are tried changes, so `test` answers alike (a search
 * succeeds when any path does), while a match's extent or captures may differ: never use a copy
 * for `exec`, `match`, `replace` or `split`. A pattern with a back-reference (whose answer a
 * lookaround's first path can decide) is copied unchanged.
 */
export function forTestOnly(pattern: RegExp, flags: string = pattern.flags): RegExp {
  const source = pattern.source;
  if (/\\[1-9]|\\k</.test(source)) return new RegExp(source, flags);
  const parser = new AlternationParser(source);
  const factored = parser.alternation();
  // Anything the parser did not read to the end is left as it was.
  return new RegExp(parser.at === source.length ? factored : source, flags);
}

/** Characters with a meaning in a pattern (escaped when a trie writes them as literals). */
const SYNTAX_CHARACTERS = '\\^$.*+?()[]{}|/';

/** A literal character of an alternative, or a piece written as it was (class, group, escape, anchor, quantified atom). */
type Piece = { literal: string } | { text: string; group?: string };

/** Reads a pattern's source and writes it back with each alternation's literal alternatives merged into a trie. */
class AlternationParser {
  at = 0;

  constructor(private readonly source: string) {}

  /** An alternation up to ")" or the end of the source, written back. */
  alternation(): string {
    const alternatives: Array<{ literal: string | null; text: string }> = [];
    // Alternatives made of one piece, a non-capturing group and the rest ("(?<![\p{L}\p{N}])(?:legal|terms)(?![\p{L}\p{N}])"),
    // by their first piece and their rest: those that share both are one alternative with the groups'
    // alternatives merged (P(?:A)S|P(?:B)S matches what P(?:A|B)S does), so that their words share one trie
    // and the first piece (a lookbehind, as a rule) is tried once per position, not once per group.
    const framed = new Map<string, { before: string; after: string; groups: string[] }>();
    for (;;) {
      const pieces = this.sequence();
      const literal = pieces.length > 0 && pieces.every((piece) => 'literal' in piece) ? pieces.map((piece) => (piece as { literal: string }).literal).join('') : null;
      const texts = pieces.map((piece) => ('literal' in piece ? escapeLiteral(piece.literal) : piece.text));
      const group = pieces.length >= 2 && 'text' in pieces[1] ? pieces[1].group : undefined;
      if (literal === null && group !== undefined) {
        const before = texts[0];
        const after = texts.slice(2).join('');
        const key = `${before}\u0000${after}`;
        const frame = framed.get(key);
        if (frame) frame.groups.push(group);
        else {
          framed.set(key, { before, after, groups: [group] });
          alternatives.push({ literal: null, text: key });
        }
      } else {
        alternatives.push({ literal, text: texts.join('') });
      }
      if (this.source[this.at] !== '|') break;
      this.at++;
    }
    for (const alternative of alternatives) {
      const frame = alternative.literal === null ? framed.get(alternative.text) : undefined;
      if (!frame) continue;
      const inner = new AlternationParser(frame.groups.join('|'));
      const merged = inner.alternation();
      alternative.text = inner.at === frame.groups.join('|').length ? `${frame.before}(?:${merged})${frame.after}` : frame.groups.map((group) => `${frame.before}(?:${group})${frame.after}`).join('|');
    }
    const literals = alternatives.flatMap(({ literal }) => (literal === null ? [] : [literal]));
    // Fewer than three literal alternatives gain nothing from a trie: written back as they were.
    if (literals.length < 3) return alternatives.map(({ text }) => text).join('|');
    // The trie's branches are alternatives of this alternation (its root is no word's end).
    return [...trieBranches(buildTrie(literals)), ...alternatives.flatMap(({ literal, text }) => (literal === null ? [text] : []))].join('|');
  }

  /** The pieces of one alternative, up to "|", ")" or the end. */
  private sequence(): Piece[] {
    const pieces: Piece[] = [];
    while (this.at < this.source.length) {
      const char = this.source[this.at];
      if (char === '|' || char === ')') break;
      const atom = this.atom();
      const quantifier = this.quantifier();
      if (quantifier) pieces.push({ text: ('literal' in atom ? escapeLiteral(atom.literal) : atom.text) + quantifier });
      else pieces.push(atom);
    }
    return pieces;
  }

  private atom(): Piece {
    const source = this.source;
    const char = source[this.at];
    if (char === '\\') {
      const next = source[this.at + 1];
      // An escaped syntax character is a literal; every other escape (\d, \p{…}, \b, \u…, \x…, \cX) is written as it was.
      if (next !== undefined && SYNTAX_CHARACTERS.includes(next)) {
        this.at += 2;
        return { literal: next };
      }
      const start = this.at;
      this.at += 2;
      if ((next === 'p' || next === 'P') && source[this.at] === '{') this.at = source.indexOf('}', this.at) + 1;
      else if (next === 'u' && source[this.at] === '{') this.at = source.indexOf('}', this.at) + 1;
      else if (next === 'u') this.at += 4;
      else if (next === 'x') this.at += 2;
      else if (next === 'c') this.at += 1;
      return { text: source.slice(start, this.at) };
    }
    if (char === '[') {
      const start = this.at;
      this.at++;
      // "]" right after "[" or "[^" closes the class ("[]" matches nothing, "[^]" anything).
      if (source[this.at] === '^') this.at++;
      while (this.at < source.length && source[this.at] !== ']') this.at += source[this.at] === '\\' ? 2 : 1;
      this.at++;
      return { text: source.slice(start, this.at) };
    }
    if (char === '(') {
      let opening = '(';
      for (const prefix of ['(?:', '(?=', '(?!', '(?<=', '(?<!']) {
        if (source.startsWith(prefix, this.at)) opening = prefix;
      }
      if (opening === '(' && source.startsWith('(?<', this.at)) opening = source.slice(this.at, source.indexOf('>', this.at) + 1);
      this.at += opening.length;
      const innerStart = this.at;
      const inner = this.alternation();
      const innerSource = source.slice(innerStart, this.at);
      if (source[this.at] === ')') this.at++;
      return opening === '(?:' ? { text: `${opening}${inner})`, group: innerSource } : { text: `${opening}${inner})` };
    }
    this.at++;
    if ('^$.'.includes(char)) return { text: char };
    // A surrogate pair is one character of the pattern (with or without the u flag it matches the pair).
    if (isHighSurrogate(char) && isLowSurrogate(source[this.at])) {
      this.at++;
      return { literal: char + source[this.at - 1] };
    }
    return { literal: char };
  }

  /** A quantifier after an atom ("?", "*", "+", "{2,5}", each optionally lazy), or ''. */
  private quantifier(): string {
    const source = this.source;
    const start = this.at;
    const char = source[this.at];
    if (char === '?' || char === '*' || char === '+') {
      this.at++;
    } else if (char === '{' && /^\{\d+(?:,\d*)?\}/.test(source.slice(this.at, this.at + 16))) {
      this.at = source.indexOf('}', this.at) + 1;
    } else {
      return '';
    }
    if (source[this.at] === '?') this.at++;
    return source.slice(start, this.at);
  }
}

function isHighSurrogate(char: string | undefined): boolean {
  return char !== undefined && char.charCodeAt(0) >= 0xd800 && char.charCodeAt(0) <= 0xdbff;
}

function isLowSurrogate(char: string | undefined): boolean {
  return char !== undefined && char.charCodeAt(0) >= 0xdc00 && char.charCodeAt(0) <= 0xdfff;
}

function escapeLiteral(char: string): string {
  return SYNTAX_CHARACTERS.includes(char) ? `\\${char}` : char;
}

/** The characters of a literal, a surrogate pair as one. */
function splitCharacters(text: string): string[] {
  const chars: string[] = [];
  for (let index = 0; index < text.length; index++) {
    if (isHighSurrogate(text[index]) && isLowSurrogate(text[index + 1])) {
      chars.push(text.slice(index, index + 2));
      index++;
    } else {
      chars.push(text[index]);
    }
  }
  return chars;
}

interface TrieNode {
  /** A word ends here. */
  end: boolean;
  children: Map<string, TrieNode>;
}

function buildTrie(words: string[]): TrieNode {
  const root: TrieNode = { end: false, children: new Map() };
  for (const word of words) {
    let node = root;
    for (const char of splitCharacters(word)) {
      let child = node.children.get(char);
      if (!child) node.children.set(char, (child = { end: false, children: new Map() }));
      node = child;
    }
    node.end = true;
  }
  return root;
}

/** One alternative per child of the node, each matching exactly the rests of the words below it. */
function trieBranches(node: TrieNode): string[] {
  return [...node.children].map(([char, child]) => escapeLiteral(char) + writeTrie(child));
}

/** The trie below a node as a pattern that matches exactly the rests of its words (where a word ends, it may also stop). */
function writeTrie(node: TrieNode): string {
  const branches = trieBranches(node);
  if (branches.length === 0) return '';
  if (branches.length === 1 && !node.end) return branches[0];
  return `(?:${branches.join('|')}${node.end ? '|' : ''})`;
}

/**
 * pattern.test(text.slice(start, start + length)) for a pattern anchored at the start ("^…"), without
 * the slice where the pattern cannot match: a sticky copy without the "^" is tried at `start` in the
 * text first. When the pattern has no other assertion (no lookaround, "$", "\b" or "\B") and no "|"
 * outside a group, a match on the slice is a match of the copy there (the same characters come first,
 * and nothing after or before them is looked at), so a failed try is the answer; a successful one is
 * checked on the slice. Any other pattern is always tested on the slice.
 */
export function prefixTester(pattern: RegExp): (text: string, start: number, length: number) => boolean {
  const source = pattern.source;
  const plain = source.startsWith('^') && !/[gmy]/.test(pattern.flags) && !/\(\?<?[=!]|\$|\\[bB]|\\[1-9]|\\k</.test(source) && !hasTopLevelBar(source);
  const sticky = plain ? new RegExp(source.slice(1), `${pattern.flags}y`) : null;
  return (text, start, length) => {
    if (sticky) {
      sticky.lastIndex = start;
      if (!sticky.test(text)) return false;
    }
    return pattern.test(text.slice(start, start + length));
  };
}

/** Whether the source has a "|" outside every group and class. */
function hasTopLevelBar(source: string): boolean {
  let depth = 0;
  let inClass = false;
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (char === '\\') index++;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === '|' && depth === 0) return true;
  }
  return false;
}
