/**
 * Reads the NATS server configuration format as far as deploy/nats/permissions.conf uses it: blocks `{}`,
 * lists `[]`, keys followed by `:`, `=` or nothing, quoted strings, bare words, `$VARIABLE` references,
 * commas or new lines between entries, and `#` comments. A variable reads as `{ variable: NAME }`.
 */
export type NatsValue = string | boolean | { variable: string } | NatsValue[] | { [key: string]: NatsValue };

type Token =
  { kind: 'punct'; text: string } | { kind: 'string'; text: string } | { kind: 'word'; text: string };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s+|#[^\n]*|"((?:[^"\\]|\\.)*)"|([{}[\]:=,])|([^\s{}[\]:=,"#]+)/gy;
  let match: RegExpExecArray | null;
  while (pattern.lastIndex < source.length && (match = pattern.exec(source))) {
    if (match[1] !== undefined) tokens.push({ kind: 'string', text: JSON.parse(`"${match[1]}"`) as string });
    else if (match[2] !== undefined) tokens.push({ kind: 'punct', text: match[2] });
    else if (match[3] !== undefined) tokens.push({ kind: 'word', text: match[3] });
  }
  if (pattern.lastIndex < source.length)
    throw new Error(`Unreadable NATS configuration at ${pattern.lastIndex}`);
  return tokens;
}

export function parseNatsConf(source: string): Record<string, NatsValue> {
  const tokens = tokenize(source);
  let at = 0;
  const peek = () => tokens[at];
  const next = () => {
    const token = tokens[at++];
    if (!token) throw new Error('Unexpected end of the NATS configuration');
    return token;
  };
  const skip = (text: string) => {
    while (peek()?.kind === 'punct' && peek()?.text === text) at++;
  };

  function value(): NatsValue {
    const token = next();
    if (token.kind === 'string') return token.text;
    if (token.kind === 'word') {
      if (token.text.startsWith('$')) return { variable: token.text.slice(1) };
      if (token.text === 'true' || token.text === 'false') return token.text === 'true';
      return token.text;
    }
    if (token.text === '{') return entries('}');
    if (token.text === '[') {
      const list: NatsValue[] = [];
      for (skip(','); peek()?.text !== ']'; skip(',')) list.push(value());
      next();
      return list;
    }
    throw new Error(`Unexpected "${token.text}" in the NATS configuration`);
  }

  function entries(closing: string | undefined): Record<string, NatsValue> {
    const block: Record<string, NatsValue> = {};
    for (skip(','); peek() && peek()?.text !== closing; skip(',')) {
      const key = next();
      if (key.kind === 'punct') throw new Error(`Expected a key, found "${key.text}"`);
      if (peek()?.kind === 'punct' && (peek()?.text === ':' || peek()?.text === '=')) at++;
      block[key.text] = value();
    }
    if (closing) next();
    return block;
  }

  return entries(undefined);
}
