import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

interface Probe {
  filePath: string;
  code: string;
}

/**
 * The repository's own lint configuration run on a few lines placed where a service's files live: the
 * "Service layout" rules of docs/architecture.md hold because these fire. ESLint loads its flat config as
 * an ES module, which Jest's CommonJS cannot, so all probes run in one Node process of their own.
 */
function problemsOf(probes: Probe[]): string[][] {
  const source = [
    "import { ESLint } from 'eslint';",
    `const probes = ${JSON.stringify(probes)};`,
    'const eslint = new ESLint();',
    'const results = [];',
    'for (const { filePath, code } of probes) {',
    '  const [result] = await eslint.lintText(code, { filePath });',
    '  results.push(result.messages.map((message) => `${message.ruleId}: ${message.message}`));',
    '}',
    'process.stdout.write(JSON.stringify(results));',
  ].join('\n');
  const output = execFileSync(process.execPath, ['--input-type=module', '--eval', source], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[][];
}

const COPY_TABLE = "import { blocksTable } from '@boonies/platform';\nexport const BLOCKS = blocksTable();\n";
const BINDING =
  "import { bindEventMeta } from '@boonies/platform';\nexport const meta = bindEventMeta('posts');\n";

const [
  hubImport,
  authHubImport,
  tableOutsideEntity,
  entityUnderDatabase,
  tableInFeature,
  producerLiteral,
  bindingElsewhere,
  binding,
] = problemsOf([
  {
    filePath: 'services/posts/src/feeds/probe.ts',
    code: "import { AUTHORS } from '../database/posts-tables';\nexport const authors = AUTHORS;\n",
  },
  {
    filePath: 'services/auth/src/social/follows/probe.ts',
    code: "import { authTables } from '../../database/auth-tables';\nexport const tables = authTables;\n",
  },
  { filePath: 'services/posts/src/feeds/probe.ts', code: COPY_TABLE },
  { filePath: 'services/posts/src/database/probe.entity.ts', code: 'export const table = 1;\n' },
  { filePath: 'services/posts/src/projections/entities/probe.entity.ts', code: COPY_TABLE },
  {
    filePath: 'services/posts/src/posts/probe.ts',
    code: "export const meta = { producer: 'posts', correlationId: 'c' };\n",
  },
  { filePath: 'services/posts/src/posts/probe.ts', code: BINDING },
  { filePath: 'services/posts/src/event-meta.ts', code: BINDING },
]);

describe('service layout lint rules', () => {
  it('refuses an import of a service-wide tables hub, in every service', () => {
    const refusal = expect.stringMatching(/^no-restricted-imports: .*feature that owns it/);
    expect(hubImport).toEqual([refusal]);
    expect(authHubImport).toEqual([refusal]);
  });

  it('refuses a table declared outside an entity file', () => {
    expect(tableOutsideEntity).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Declare a copy table/),
    ]);
  });

  it('refuses an entity file under database/', () => {
    expect(entityUnderDatabase).toEqual([
      expect.stringMatching(/^no-restricted-syntax: A table lives in the feature/),
    ]);
  });

  it('accepts a table in an entity file of its feature', () => {
    expect(tableInFeature).toEqual([]);
  });

  it('refuses a service naming itself in event metadata anywhere but src/event-meta.ts', () => {
    const refusal = expect.stringMatching(
      /^no-restricted-syntax: Take event metadata from `src\/event-meta.ts`/,
    );
    expect(producerLiteral).toEqual([refusal]);
    expect(bindingElsewhere).toEqual([refusal]);
    expect(binding).toEqual([]);
  });
});
