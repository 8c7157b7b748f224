/**
 * A reference evaluator for the subset of Meilisearch filter syntax that
 * this folder emits (SPEC.md §7 filter strings), run against plain objects.
 *
 * It exists so the two search backends provably agree: tests evaluate the
 * generated filter text against the same cars the build's predicates see.
 * The embedded (build-time) backend may use it too.
 *
 * Supported: `=`, `!=`, `>`, `>=`, `<`, `<=`, `a TO b`, `IN [..]`,
 * `NOT IN [..]`, `EXISTS`, `NOT EXISTS`, `NOT`, `AND`, `OR`, parentheses,
 * quoted ('..' or "..", backslash escapes) and bare values, dotted
 * attributes (`location.slug`). Semantics follow the Meilisearch filter
 * reference: string equality is case-insensitive; booleans match the words
 * true / false; comparisons are numeric; an array field matches when any
 * element does; `!=` and `NOT` also select documents missing the attribute;
 * precedence NOT, then AND, then OR.
 */

type Token =
  | { kind: 'punct'; value: '(' | ')' | '[' | ']' | ',' }
  | { kind: 'op'; value: string }
  | { kind: 'word'; value: string; quoted: boolean };

type Node =
  | { type: 'and' | 'or'; left: Node; right: Node }
  | { type: 'not'; inner: Node }
  | { type: 'cmp'; attribute: string; operator: string; value: string }
  | { type: 'in'; attribute: string; values: string[] }
  | { type: 'to'; attribute: string; from: string; to: string }
  | { type: 'exists'; attribute: string };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] ?? '';
    if (/\s/.test(c)) {
      i += 1;
    } else if (c === '(' || c === ')' || c === '[' || c === ']' || c === ',') {
      tokens.push({ kind: 'punct', value: c });
      i += 1;
    } else if (c === '!' || c === '>' || c === '<' || c === '=') {
      const two = text.slice(i, i + 2);
      const op = two === '!=' || two === '>=' || two === '<=' ? two : c;
      if (op === '!') throw new SyntaxError(`Unexpected '!' at ${i}`);
      tokens.push({ kind: 'op', value: op });
      i += op.length;
    } else if (c === '"' || c === "'") {
      let value = '';
      i += 1;
      while (i < text.length && text[i] !== c) {
        if (text[i] === '\\' && i + 1 < text.length) i += 1;
        value += text[i] ?? '';
        i += 1;
      }
      if (i >= text.length) throw new SyntaxError('Unterminated string');
      i += 1;
      tokens.push({ kind: 'word', value, quoted: true });
    } else {
      let value = '';
      while (i < text.length && !/[\s()[\],!<>="']/.test(text[i] ?? '')) {
        value += text[i] ?? '';
        i += 1;
      }
      tokens.push({ kind: 'word', value, quoted: false });
    }
  }
  return tokens;
}

class Parser {
  private pos = 0;
  private readonly tokens: Token[];

  constructor(tokens: Token[]) {
    this.tokens = tokens;
  }

  parse(): Node {
    const node = this.or();
    if (this.pos !== this.tokens.length) throw new SyntaxError(`Unexpected token at ${this.pos}`);
    return node;
  }

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.pos + offset];
  }

  private isKeyword(keyword: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t?.kind === 'word' && !t.quoted && t.value.toUpperCase() === keyword;
  }

  private next(): Token {
    const t = this.tokens[this.pos];
    if (!t) throw new SyntaxError('Unexpected end of filter');
    this.pos += 1;
    return t;
  }

  private expectPunct(value: string): void {
    const t = this.next();
    if (t.kind !== 'punct' || t.value !== value) throw new SyntaxError(`Expected '${value}'`);
  }

  private word(): string {
    const t = this.next();
    if (t.kind !== 'word') throw new SyntaxError('Expected a value');
    return t.value;
  }

  private or(): Node {
    let left = this.and();
    while (this.isKeyword('OR')) {
      this.pos += 1;
      left = { type: 'or', left, right: this.and() };
    }
    return left;
  }

  private and(): Node {
    let left = this.not();
    while (this.isKeyword('AND')) {
      this.pos += 1;
      left = { type: 'and', left, right: this.not() };
    }
    return left;
  }

  private not(): Node {
    if (this.isKeyword('NOT')) {
      this.pos += 1;
      return { type: 'not', inner: this.not() };
    }
    const t = this.peek();
    if (t?.kind === 'punct' && t.value === '(') {
      this.pos += 1;
      const inner = this.or();
      this.expectPunct(')');
      return inner;
    }
    return this.condition();
  }

  private list(): string[] {
    this.expectPunct('[');
    const values: string[] = [];
    const first = this.peek();
    if (first?.kind === 'punct' && first.value === ']') {
      this.pos += 1;
      return values;
    }
    for (;;) {
      values.push(this.word());
      const t = this.next();
      if (t.kind === 'punct' && t.value === ']') return values;
      if (t.kind !== 'punct' || t.value !== ',') throw new SyntaxError("Expected ',' or ']'");
    }
  }

  private condition(): Node {
    const attribute = this.word();
    if (this.isKeyword('IN')) {
      this.pos += 1;
      return { type: 'in', attribute, values: this.list() };
    }
    if (this.isKeyword('EXISTS')) {
      this.pos += 1;
      return { type: 'exists', attribute };
    }
    if (this.isKeyword('NOT')) {
      this.pos += 1;
      if (this.isKeyword('IN')) {
        this.pos += 1;
        return { type: 'not', inner: { type: 'in', attribute, values: this.list() } };
      }
      if (this.isKeyword('EXISTS')) {
        this.pos += 1;
        return { type: 'not', inner: { type: 'exists', attribute } };
      }
      throw new SyntaxError('Expected IN or EXISTS after NOT');
    }
    const t = this.next();
    if (t.kind === 'op') return { type: 'cmp', attribute, operator: t.value, value: this.word() };
    if (t.kind === 'word' && this.isKeyword('TO')) {
      this.pos += 1;
      return { type: 'to', attribute, from: t.value, to: this.word() };
    }
    throw new SyntaxError(`Expected an operator after ${attribute}`);
  }
}

/** Parses filter text; throws a SyntaxError on text outside the supported subset. */
function parseFilter(text: string): Node | null {
  const tokens = tokenize(text);
  return tokens.length === 0 ? null : new Parser(tokens).parse();
}

function valuesAt(doc: unknown, attribute: string): unknown[] {
  let current: unknown[] = [doc];
  for (const key of attribute.split('.')) {
    const nextValues: unknown[] = [];
    for (const item of current) {
      if (item !== null && typeof item === 'object' && !Array.isArray(item)) {
        const v = (item as Record<string, unknown>)[key];
        if (Array.isArray(v)) nextValues.push(...(v as unknown[]));
        else if (v !== undefined) nextValues.push(v);
      }
    }
    current = nextValues;
  }
  return current.filter((v) => v !== null && v !== undefined);
}

function equalsValue(docValue: unknown, filterText: string): boolean {
  if (typeof docValue === 'number') {
    const n = Number(filterText);
    return filterText.trim() !== '' && n === docValue;
  }
  if (typeof docValue === 'boolean') return String(docValue) === filterText.toLowerCase();
  if (typeof docValue === 'string') return docValue.toLowerCase() === filterText.toLowerCase();
  return false;
}

function compareValue(docValue: unknown, operator: string, filterText: string): boolean {
  const n = Number(filterText);
  if (typeof docValue !== 'number' || filterText.trim() === '' || Number.isNaN(n)) return false;
  switch (operator) {
    case '>':
      return docValue > n;
    case '>=':
      return docValue >= n;
    case '<':
      return docValue < n;
    case '<=':
      return docValue <= n;
    default:
      return false;
  }
}

function evaluate(node: Node, doc: unknown): boolean {
  switch (node.type) {
    case 'and':
      return evaluate(node.left, doc) && evaluate(node.right, doc);
    case 'or':
      return evaluate(node.left, doc) || evaluate(node.right, doc);
    case 'not':
      return !evaluate(node.inner, doc);
    case 'exists':
      return valuesAt(doc, node.attribute).length > 0;
    case 'in':
      return valuesAt(doc, node.attribute).some((v) => node.values.some((f) => equalsValue(v, f)));
    case 'to':
      return valuesAt(doc, node.attribute).some(
        (v) => compareValue(v, '>=', node.from) && compareValue(v, '<=', node.to),
      );
    case 'cmp': {
      const values = valuesAt(doc, node.attribute);
      if (node.operator === '=') return values.some((v) => equalsValue(v, node.value));
      if (node.operator === '!=') return !values.some((v) => equalsValue(v, node.value));
      return values.some((v) => compareValue(v, node.operator, node.value));
    }
  }
}

/**
 * True when `doc` passes the Meilisearch filter `filter` ('' or whitespace
 * passes everything). Throws a SyntaxError on unsupported syntax.
 */
export function matchesFilter(doc: unknown, filter: string): boolean {
  const node = parseFilter(filter);
  return node === null || evaluate(node, doc);
}

/** Compiles a filter once for many documents; same semantics as {@link matchesFilter}. */
export function compileFilter(filter: string): (doc: unknown) => boolean {
  const node = parseFilter(filter);
  return (doc) => node === null || evaluate(node, doc);
}
