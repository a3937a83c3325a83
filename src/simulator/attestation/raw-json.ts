/**
 * Finds the raw text of a top-level member of a JSON object, byte for byte as it was sent, so a
 * signature over that text can be checked without re-serialising. Throws on malformed JSON and on
 * a duplicated member name; returns undefined when the member is absent.
 */
export function extractRawJsonMember(json: string, key: string): string | undefined {
  const scanner = new JsonScanner(json);
  scanner.skipWhitespace();
  scanner.expect('{');
  let found: string | undefined;
  let seen = false;
  scanner.skipWhitespace();
  if (scanner.peek() === '}') {
    scanner.pos++;
  } else {
    for (;;) {
      scanner.skipWhitespace();
      const name = JSON.parse(scanner.readStringToken()) as string;
      scanner.skipWhitespace();
      scanner.expect(':');
      scanner.skipWhitespace();
      const start = scanner.pos;
      scanner.skipValue(0);
      if (name === key) {
        if (seen) throw new SyntaxError(`Duplicate member "${key}"`);
        seen = true;
        found = json.slice(start, scanner.pos);
      }
      scanner.skipWhitespace();
      const next = scanner.next();
      if (next === '}') break;
      if (next !== ',') throw new SyntaxError(`Expected , or } at ${scanner.pos - 1}`);
    }
  }
  scanner.skipWhitespace();
  if (scanner.pos !== json.length) throw new SyntaxError(`Unexpected text after the object at ${scanner.pos}`);
  return found;
}

const MAX_DEPTH = 256;
const LITERAL = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;

class JsonScanner {
  pos = 0;
  constructor(private readonly text: string) {}

  peek(): string {
    return this.text[this.pos];
  }

  next(): string {
    if (this.pos >= this.text.length) throw new SyntaxError('Unexpected end of JSON');
    return this.text[this.pos++];
  }

  expect(char: string): void {
    const got = this.next();
    if (got !== char) throw new SyntaxError(`Expected ${char} at ${this.pos - 1}, got ${got}`);
  }

  skipWhitespace(): void {
    while (this.pos < this.text.length && ' \t\n\r'.includes(this.text[this.pos])) this.pos++;
  }

  readStringToken(): string {
    const start = this.pos;
    this.expect('"');
    for (;;) {
      const c = this.next();
      if (c === '"') break;
      if (c === '\\') this.next();
      else if (c < ' ') throw new SyntaxError(`Control character in string at ${this.pos - 1}`);
    }
    return this.text.slice(start, this.pos);
  }

  skipValue(depth: number): void {
    if (depth > MAX_DEPTH) throw new SyntaxError('JSON nested too deeply');
    const c = this.peek();
    if (c === '"') {
      this.readStringToken();
    } else if (c === '{' || c === '[') {
      this.skipContainer(c === '{' ? '}' : ']', c === '{', depth);
    } else {
      LITERAL.lastIndex = this.pos;
      const match = LITERAL.exec(this.text);
      if (!match) throw new SyntaxError(`Unexpected character at ${this.pos}`);
      this.pos += match[0].length;
    }
  }

  private skipContainer(close: string, isObject: boolean, depth: number): void {
    this.pos++;
    this.skipWhitespace();
    if (this.peek() === close) {
      this.pos++;
      return;
    }
    for (;;) {
      this.skipWhitespace();
      if (isObject) {
        this.readStringToken();
        this.skipWhitespace();
        this.expect(':');
        this.skipWhitespace();
      }
      this.skipValue(depth + 1);
      this.skipWhitespace();
      const next = this.next();
      if (next === close) return;
      if (next !== ',') throw new SyntaxError(`Expected , or ${close} at ${this.pos - 1}`);
    }
  }
}
