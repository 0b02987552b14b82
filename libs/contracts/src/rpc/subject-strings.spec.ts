import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const SOURCE_ROOT = join(__dirname, '..');

/**
 * The only modules that spell a subject: `defineRpc` and `defineEvent` build them from a service and a name,
 * and the stream module names what a producer's stream captures (`events.<service>.>`).
 */
const SPELLERS = new Set(['rpc/rpc-definition.ts', 'events/event-definition.ts', 'events/streams.ts']);

const SUBJECT = /^(rpc|events)\./;

function sourcesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** Every string or template literal of `file` that reads as a subject, with its line. */
function subjectLiteralsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isTemplateExpression(node)
          ? node.head.text
          : undefined;
    if (text !== undefined && SUBJECT.test(text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${relative(SOURCE_ROOT, file)}:${line + 1}: ${node.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('subjects in the contracts', () => {
  it('are spelled only by defineRpc and defineEvent: every other module declares them with those', () => {
    const written = sourcesUnder(SOURCE_ROOT)
      .filter((file) => !SPELLERS.has(relative(SOURCE_ROOT, file)))
      .flatMap(subjectLiteralsOf);
    expect(written).toEqual([]);
  });

  it('finds a subject written as a string or a template', () => {
    const probe = join(SOURCE_ROOT, 'rpc/rpc-definition.ts');
    expect(subjectLiteralsOf(probe)).toEqual([
      expect.stringMatching(/rpc\/rpc-definition\.ts:\d+: `rpc\.\$\{service\}/),
    ]);
  });
});
