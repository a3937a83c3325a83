/**
 * The small subset of CEL that Vehicle Triggers conditions use: comparisons of `value` and `previousValue`
 * (or the older `valueNumber` / `valueString` / `previousValueNumber` / `previousValueString`) with numbers,
 * strings and booleans, joined by `&&`, `||`, `!` and parentheses. Parsed once into a tree and evaluated without
 * `eval`, so the simulator (which fires webhooks) and the app (whose polling fallback applies the same rules) read a
 * condition the same way.
 */

export type ConditionValue = number | string | boolean | null;

export interface ConditionInput {
  value: ConditionValue;
  /** Null when there is no earlier value. */
  previousValue: ConditionValue;
}

type Comparator = '>' | '>=' | '<' | '<=' | '==' | '!=';

type Node =
  | { kind: 'literal'; value: ConditionValue }
  | { kind: 'variable'; name: VariableName }
  | { kind: 'compare'; op: Comparator; left: Node; right: Node }
  | { kind: 'and' | 'or'; left: Node; right: Node }
  | { kind: 'not'; operand: Node };

const VARIABLES = {
  value: (i: ConditionInput) => i.value,
  valueNumber: (i: ConditionInput) => (typeof i.value === 'number' ? i.value : null),
  valueString: (i: ConditionInput) => (typeof i.value === 'string' ? i.value : null),
  previousValue: (i: ConditionInput) => i.previousValue,
  previousValueNumber: (i: ConditionInput) => (typeof i.previousValue === 'number' ? i.previousValue : null),
  previousValueString: (i: ConditionInput) => (typeof i.previousValue === 'string' ? i.previousValue : null),
} as const;
type VariableName = keyof typeof VARIABLES;

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

const OPERATORS = ['>=', '<=', '==', '!=', '&&', '||', '>', '<', '!', '(', ')'];

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

function parse(text: string): Node {
  const tokens = tokenize(text);
  let pos = 0;
  const peek = () => tokens[pos];
  const isOp = (value: string) => {
    const t = peek();
    return t.type === 'op' && t.value === value;
  };

  function parseOr(depth: number): Node {
    let left = parseAnd(depth);
    while (isOp('||')) {
      pos++;
      left = { kind: 'or', left, right: parseAnd(depth) };
    }
    return left;
  }

  function parseAnd(depth: number): Node {
    let left = parseUnary(depth);
    while (isOp('&&')) {
      pos++;
      left = { kind: 'and', left, right: parseUnary(depth) };
    }
    return left;
  }

  function parseUnary(depth: number): Node {
    if (depth > MAX_DEPTH) throw new ConditionSyntaxError('the condition nests too deeply', peek().at);
    if (isOp('!')) {
      pos++;
      return { kind: 'not', operand: parseUnary(depth + 1) };
    }
    const left = parsePrimary(depth);
    const t = peek();
    if (t.type === 'op' && ['>', '>=', '<', '<=', '==', '!='].includes(t.value)) {
      pos++;
      return { kind: 'compare', op: t.value as Comparator, left, right: parsePrimary(depth) };
    }
    return left;
  }

  function parsePrimary(depth: number): Node {
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
      if (Object.hasOwn(VARIABLES, t.value)) return { kind: 'variable', name: t.value as VariableName };
      throw new ConditionSyntaxError(`unknown name "${t.value}" (use value or previousValue)`, t.at);
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

function evaluateNode(node: Node, input: ConditionInput): ConditionValue {
  switch (node.kind) {
    case 'literal':
      return node.value;
    case 'variable':
      return VARIABLES[node.name](input);
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

export interface CompiledCondition {
  readonly source: string;
  /** True only when the whole condition holds; a missing value makes a comparison false, never an error. */
  matches(input: ConditionInput): boolean;
}

/** Parses a condition once; throws ConditionSyntaxError with the position of the first problem. */
export function compileCondition(source: string): CompiledCondition {
  if (source.length > MAX_CONDITION_LENGTH) throw new ConditionSyntaxError(`the condition is longer than ${MAX_CONDITION_LENGTH} characters`, MAX_CONDITION_LENGTH);
  if (source.trim() === '') throw new ConditionSyntaxError('the condition is empty', 0);
  const tree = parse(source);
  return { source, matches: (input) => evaluateNode(tree, input) === true };
}
