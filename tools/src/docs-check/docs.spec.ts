import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  checkCommands,
  checkConfigurationTable,
  checkNames,
  checkPaths,
  checkPorts,
  pathExists,
  useAnchors,
} from './checks';
import { checkExamples } from './examples';
import { parseMarkdown, readMarkdown, type MarkdownDocument } from './markdown';
import { readOpsPorts } from './ops-ports';
import { scanRepository } from './repository';

/**
 * The reference documents say only what the code does: every path, script, variable, port and configuration
 * key they name exists, and their TypeScript examples compile. A failure names the document's line.
 */
const root = path.resolve(__dirname, '../../..');

function documents(): string[] {
  const markdownIn = (folder: string): string[] =>
    readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? markdownIn(`${folder}/${entry.name}`)
        : entry.name.endsWith('.md')
          ? [`${folder}/${entry.name}`]
          : [],
    );
  const libraries = readdirSync(path.join(root, 'libs'))
    .map((name) => `libs/${name}/README.md`)
    .filter((file) => pathExists(root, file));
  return ['README.md', ...markdownIn('docs'), ...libraries, 'deploy/k8s/README.md'];
}

const repository = scanRepository(root);
const docs = documents().map((file) => readMarkdown(root, file));
useAnchors((file) => readMarkdown(root, file).anchors);
const opsPorts = readOpsPorts(root);

/** Fails with every problem listed, one a line, rather than at the first. */
function expectNone(problems: string[]): void {
  expect(problems.join('\n')).toBe('');
}

describe.each(docs.map((document) => [document.file, document] as const))('%s', (_file, document) => {
  it('names only paths that exist and links only to what exists', () => {
    expectNone(checkPaths(document, repository));
  });

  it('names only npm scripts and Nx targets that exist', () => {
    expectNone(checkCommands(document, repository));
  });

  it('names only variables and constants the code has', () => {
    expectNone(checkNames(document, repository));
  });

  it('gives the ports the code uses', () => {
    expectNone(checkPorts(document, repository, opsPorts));
  });
});

describe('docs/configuration.md', () => {
  it('documents only configuration keys the code validates, with their defaults', () => {
    const configuration = docs.find((document) => document.file === 'docs/configuration.md');
    expectNone(checkConfigurationTable(configuration as MarkdownDocument, repository));
  });
});

describe('TypeScript examples', () => {
  it('compile against the libraries', () => {
    const blocks = docs.flatMap((document) => document.blocks.filter((block) => block.language === 'ts'));
    expect(blocks.length).toBeGreaterThan(0);
    expectNone(checkExamples(root, blocks));
  }, 120_000);
});

describe('the checks themselves', () => {
  const fake = (text: string): MarkdownDocument => parseMarkdown('docs/fake.md', text);

  it('find a path, a script, a variable, a port and a configuration default that are not so', () => {
    const document = fake(
      [
        'See `services/auth/src/no-such-file.ts` and [the guide](missing.md), run `npm run no-such-script`,',
        'set `NO_SUCH_VARIABLE_EVER=1`, scrape the gateway 9401.',
        '| `DATABASE_POOL_SIZE` | `11` | services | Connections |',
      ].join('\n'),
    );
    expect(checkPaths(document, repository)).toEqual([
      'docs/fake.md:1: path `services/auth/src/no-such-file.ts` does not exist',
      'docs/fake.md:1: link to `missing.md`: docs/missing.md does not exist',
    ]);
    expect(checkCommands(document, repository)).toEqual([
      'docs/fake.md:1: `npm run no-such-script`: package.json has no script "no-such-script"',
    ]);
    expect(checkNames(document, repository)).toEqual([
      'docs/fake.md:2: environment variable `NO_SUCH_VARIABLE_EVER` is read by no process (config class, process.env, compose, k8s)',
    ]);
    expect(checkPorts(document, repository, opsPorts)).toEqual([
      expect.stringMatching(
        /^docs\/fake\.md:2: gateway's ops port under `npm start` is \d+, not 9401 \(9401 is auth's\)$/,
      ),
    ]);
    expect(checkConfigurationTable(document, repository)).toEqual([
      expect.stringMatching(
        /^docs\/fake\.md:3: `DATABASE_POOL_SIZE` defaults to `10` in .*service-config\.ts, not `11`$/,
      ),
    ]);
  });

  it('read path patterns, built output and relative links', () => {
    expect(pathExists(root, 'services/<name>/src/main.ts')).toBe(true);
    expect(pathExists(root, 'services/auth/dist/cli.js')).toBe(true);
    expect(pathExists(root, 'scripts/lib/seed/{posts,progress,messages}.mjs')).toBe(true);
    expect(pathExists(root, 'scripts/lib/seed/{posts,nothing}.mjs')).toBe(false);
    expect(pathExists(root, 'services/*/src/**/*.consumer.ts')).toBe(true);
    expect(pathExists(root, 'services/<name>/src/no-such.ts')).toBe(false);
  });

  it('find an example that does not compile', () => {
    const problems = checkExamples(root, [
      {
        file: 'libs/messaging/README.md',
        line: 10,
        language: 'ts',
        text: "import { Nothing } from '@boonies/messaging';\nvoid Nothing;",
      },
    ]);
    expect(problems).toEqual([
      expect.stringMatching(/^libs\/messaging\/README\.md:10: the example does not compile: .*Nothing/),
    ]);
  }, 120_000);
});
