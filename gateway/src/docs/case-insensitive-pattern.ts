/**
 * A regular expression's source that matches what it matched with the `i` flag, with no flag: JSON Schema's
 * `pattern` has none. Each ASCII letter takes both cases (`a` → `[aA]`, in a class `a-z` → `a-zA-Z`);
 * escapes (`\d`, `\w`, `\.`) are kept as they are.
 */
export function caseInsensitivePattern(source: string): string {
  let result = '';
  let inClass = false;
  for (let at = 0; at < source.length; at++) {
    const char = source[at]!;
    if (char === '\\') {
      result += source.slice(at, at + 2);
      at++;
    } else if (inClass && isLetter(char) && source[at + 1] === '-' && isLetter(source[at + 2] ?? '')) {
      const range = source.slice(at, at + 3);
      result += range + otherCase(range);
      at += 2;
    } else if (isLetter(char)) {
      result += inClass ? char + otherCase(char) : `[${char}${otherCase(char)}]`;
    } else {
      if (char === '[') inClass = true;
      if (char === ']') inClass = false;
      result += char;
    }
  }
  return result;
}

function isLetter(char: string): boolean {
  return /^[a-z]$/i.test(char);
}

function otherCase(text: string): string {
  return text === text.toLowerCase() ? text.toUpperCase() : text.toLowerCase();
}
