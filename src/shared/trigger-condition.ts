/**
 * The small subset of CEL that Vehicle Triggers conditions use: comparisons of the metric's variables with numbers,
 * strings and booleans, the string methods `contains`, `startsWith` and `endsWith`, joined by `&&`, `||`, `!` and
 * parentheses. Parsed once into a tree and evaluated without `eval`, so the simulator (which fires webhooks) and the
 * app (whose polling fallback applies the same rules) read a condition the same way.
 *
 * As in the provider, signal and event webhooks have different variables: a signal's `value` and `previousValue`
 * (or the older `valueNumber` / `valueString` / `previousValueNumber` / `previousValueString`); an event's `name`,
 * `source`, `durationNs` and `metadata`, each also as `previous…` (the event that last fired the webhook).
 */

export type ConditionValue = number | string | boolean | null;

export interface ConditionInput {
  value: ConditionValue;
  /** Null when there is no earlier value. */
  previousValue: ConditionValue;
}

/** One event as an event condition reads it (the fields of the provider's event message). */
export interface EventFields {
  name: string;
  source: string;
  durationNs: number;
  metadata: string;
}

export interface EventConditionInput {
  event: EventFields;
  /** The event that last fired the webhook for this vehicle; null before the first (read as empty strings and 0, as the provider does). */
  previous: EventFields | null;
}

type Comparator = '>' | '>=' | '<' | '<=' | '==' | '!=';
type StringMethod = 'contains' | 'startsWith' | 'endsWith';
type Variable<I> = (input: I) => ConditionValue;

type Node<I> =
  | { kind: 'literal'; value: ConditionValue }
  | { kind: 'variable'; read: Variable<I> }
  | { kind: 'compare'; op: Comparator; left: Node<I>; right: Node<I> }
  | { kind: 'method'; method: StringMethod; target: Node<I>; argument: Node<I> }
  | { kind: 'and' | 'or'; left: Node<I>; right: Node<I> }
  | { kind: 'not'; operand: Node<I> };

const SIGNAL_VARIABLES: Record<string, Variable<ConditionInput>> = {
  value: (i) => i.value,
  valueNumber: (i) => (typeof i.value === 'number' ? i.value : null),
  valueString: (i) => (typeof i.value === 'string' ? i.value : null),
  previousValue: (i) => i.previousValue,
  previousValueNumber: (i) => (typeof i.previousValue === 'number' ? i.previousValue : null),
  previousValueString: (i) => (typeof i.previousValue === 'string' ? i.previousValue : null),
};

const EVENT_VARIABLES: Record<string, Variable<EventConditionInput>> = {
  name: (i) => i.event.name,
  source: (i) => i.event.source,
  durationNs: (i) => i.event.durationNs,
  metadata: (i) => i.event.metadata,
  previousName: (i) => i.previous?.name ?? '',
  previousSource: (i) => i.previous?.source ?? '',
  previousDurationNs: (i) => i.previous?.durationNs ?? 0,
  previousMetadata: (i) => i.previous?.metadata ?? '',
};

const STRING_METHODS: Record<StringMethod, (text: string, part: string) => boolean> = {
  contains: (text, part) => text.includes(part),
  startsWith: (text, part) => text.startsWith(part),
  endsWith: (text, part) => text.endsWith(part),
};

export const MAX_CONDITION_LENGTH = 500;
const MAX_DEPTH = 20;

export class ConditionSyntaxError extends Error {
  constructor(message: string, readonly position: number) {
    super(`${message} at position ${position + 1}`);
    this.name = 'ConditionSyntaxError';
  }
}

type Token =
  | { type: 'number'; value: number; at: number }
  | { type: 'string'; value: string; at: number }
  | { type: 'word'; value: string; at: number }
  | { type: 'op'; value: string; at: number }
  | { type: 'end'; at: number };

const OPERATORS = ['>=', '<=', '==', '!=', '&&', '||', '>', '<', '!', '(', ')', '.'];

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    // A minus sign belongs to a number where no value precedes it: at the start, after an operator or "(".
    const last = tokens[tokens.length - 1];
    const signAllowed = !last || (last.type === 'op' && last.value !== ')');
    const number = (signAllowed ? /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/ : /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/).exec(text.slice(i));
    if (number) {
      tokens.push({ type: 'number', value: Number(number[0]), at: i });
      i += number[0].length;
      continue;
    }
    if (ch === "'" || ch === '"') {
      let j = i + 1;
      let out = '';
      while (j < text.length && text[j] !== ch) {
        if (text[j] === '\\' && j + 1 < text.length) j++;
        out += text[j];
        j++;
      }
      if (j >= text.length) throw new ConditionSyntaxError('unterminated string', i);
      tokens.push({ type: 'string', value: out, at: i });
      i = j + 1;
      continue;
    }
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i));
    if (word) {
      tokens.push({ type: 'word', value: word[0], at: i });
      i += word[0].length;
      continue;
    }
    const op = OPERATORS.find((o) => text.startsWith(o, i));
    if (!op) throw new ConditionSyntaxError(`unexpected "${ch}"`, i);
    tokens.push({ type: 'op', value: op, at: i });
    i += op.length;
  }
  tokens.push({ type: 'end', at: text.length });
  return tokens;
}

function parse<I>(text: string, variables: Record<string, Variable<I>>): Node<I> {
  const tokens = tokenize(text);
  let pos = 0;
  const peek = () => tokens[pos];
  const isOp = (value: string) => {
    const t = peek();
    return t.type === 'op' && t.value === value;
  };

  function parseOr(depth: number): Node<I> {
    let left = parseAnd(depth);
    while (isOp('||')) {
      pos++;
      left = { kind: 'or', left, right: parseAnd(depth) };
    }
    return left;
  }

  function parseAnd(depth: number): Node<I> {
    let left = parseUnary(depth);
    while (isOp('&&')) {
      pos++;
      left = { kind: 'and', left, right: parseUnary(depth) };
    }
    return left;
  }

  function parseUnary(depth: number): Node<I> {
    if (depth > MAX_DEPTH) throw new ConditionSyntaxError('the condition nests too deeply', peek().at);
    if (isOp('!')) {
      pos++;
      return { kind: 'not', operand: parseUnary(depth + 1) };
    }
    const left = parsePostfix(depth);
    const t = peek();
    if (t.type === 'op' && ['>', '>=', '<', '<=', '==', '!='].includes(t.value)) {
      pos++;
      return { kind: 'compare', op: t.value as Comparator, left, right: parsePostfix(depth) };
    }
    return left;
  }

  /** A primary followed by method calls: `metadata.contains('x')`. */
  function parsePostfix(depth: number): Node<I> {
    let target = parsePrimary(depth);
    while (isOp('.')) {
      pos++;
      const name = peek();
      if (name.type !== 'word' || !Object.hasOwn(STRING_METHODS, name.value)) {
        throw new ConditionSyntaxError(`unknown method "${'value' in name ? name.value : ''}" (use contains, startsWith or endsWith)`, name.at);
      }
      pos++;
      if (!isOp('(')) throw new ConditionSyntaxError('expected "("', peek().at);
      pos++;
      const argument = parseOr(depth + 1);
      if (!isOp(')')) throw new ConditionSyntaxError('expected ")"', peek().at);
      pos++;
      target = { kind: 'method', method: name.value as StringMethod, target, argument };
    }
    return target;
  }

  function parsePrimary(depth: number): Node<I> {
    const t = peek();
    pos++;
    if (t.type === 'number' || t.type === 'string') return { kind: 'literal', value: t.value };
    if (t.type === 'op' && t.value === '(') {
      const inner = parseOr(depth + 1);
      if (!isOp(')')) throw new ConditionSyntaxError('expected ")"', peek().at);
      pos++;
      return inner;
    }
    if (t.type === 'word') {
      if (t.value === 'true' || t.value === 'false') return { kind: 'literal', value: t.value === 'true' };
      if (t.value === 'null') return { kind: 'literal', value: null };
      if (Object.hasOwn(variables, t.value)) return { kind: 'variable', read: variables[t.value] };
      throw new ConditionSyntaxError(`unknown name "${t.value}" (use ${Object.keys(variables).join(', ')})`, t.at);
    }
    if (t.type === 'end') throw new ConditionSyntaxError('the condition ends too early', t.at);
    throw new ConditionSyntaxError(`unexpected "${t.value}"`, t.at);
  }

  const tree = parseOr(0);
  const rest = peek();
  if (rest.type !== 'end') throw new ConditionSyntaxError(`unexpected "${'value' in rest ? rest.value : ''}"`, rest.at);
  return tree;
}

function compare(op: Comparator, a: ConditionValue, b: ConditionValue): boolean {
  if (op === '==') return a === b;
  if (op === '!=') return a !== b;
  if (typeof a === 'number' && typeof b === 'number') {
    return op === '>' ? a > b : op === '>=' ? a >= b : op === '<' ? a < b : a <= b;
  }
  if (typeof a === 'string' && typeof b === 'string') {
    return op === '>' ? a > b : op === '>=' ? a >= b : op === '<' ? a < b : a <= b;
  }
  // Ordering across types, or with a missing value, never holds.
  return false;
}

function evaluateNode<I>(node: Node<I>, input: I): ConditionValue {
  switch (node.kind) {
    case 'literal':
      return node.value;
    case 'variable':
      return node.read(input);
    case 'method': {
      const text = evaluateNode(node.target, input);
      const part = evaluateNode(node.argument, input);
      // CEL would fail on a non-string; a failed evaluation never fires, so it is false here.
      return typeof text === 'string' && typeof part === 'string' && STRING_METHODS[node.method](text, part);
    }
    case 'compare':
      return compare(node.op, evaluateNode(node.left, input), evaluateNode(node.right, input));
    case 'and':
      return evaluateNode(node.left, input) === true && evaluateNode(node.right, input) === true;
    case 'or':
      return evaluateNode(node.left, input) === true || evaluateNode(node.right, input) === true;
    case 'not':
      return evaluateNode(node.operand, input) !== true;
  }
}

export interface CompiledCondition<I = ConditionInput> {
  readonly source: string;
  /** True only when the whole condition holds; a missing value makes a comparison false, never an error. */
  matches(input: I): boolean;
}

function compile<I>(source: string, variables: Record<string, Variable<I>>): CompiledCondition<I> {
  if (source.length > MAX_CONDITION_LENGTH) throw new ConditionSyntaxError(`the condition is longer than ${MAX_CONDITION_LENGTH} characters`, MAX_CONDITION_LENGTH);
  if (source.trim() === '') throw new ConditionSyntaxError('the condition is empty', 0);
  const tree = parse(source, variables);
  return { source, matches: (input) => evaluateNode(tree, input) === true };
}

/** Parses a signal webhook's condition once; throws ConditionSyntaxError with the position of the first problem. */
export function compileCondition(source: string): CompiledCondition {
  return compile(source, SIGNAL_VARIABLES);
}

/** Parses an event webhook's condition once; throws ConditionSyntaxError with the position of the first problem. */
export function compileEventCondition(source: string): CompiledCondition<EventConditionInput> {
  return compile(source, EVENT_VARIABLES);
}
