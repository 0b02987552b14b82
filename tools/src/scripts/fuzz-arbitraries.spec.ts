// The fuzzer's generators of valid values (scripts/lib/fuzz/arbitraries.mjs) against the committed API
// document: every string with a pattern gets values that match it and fit its length, in bounded time.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

interface PatternedSamples {
  where: string;
  pattern: string;
  minLength?: number;
  maxLength?: number;
  values: string[];
}

/**
 * Samples, in a Node process of its own (the generators are ES modules), a few valid values for every
 * patterned string of the document's bodies and parameters. A generator that filters away nearly all it
 * makes never returns, so the process has a deadline.
 */
function samplePatternedStrings(): PatternedSamples[] {
  const source = `
    import fc from 'fast-check';
    import { readFileSync } from 'node:fs';
    import { validValue } from './scripts/lib/fuzz/arbitraries.mjs';
    import { operationsOf } from './scripts/lib/fuzz/openapi.mjs';
    const ids = { trick: ['kickflip-1'] };
    const found = [];
    const visit = (schema, name, where) => {
      if (!schema) return;
      if (schema.type === 'string' && schema.pattern) found.push({ schema, name, where });
      for (const [key, property] of Object.entries(schema.properties ?? {})) visit(property, key, where + '.' + key);
      visit(schema.items, name, where + '[]');
    };
    for (const operation of operationsOf(JSON.parse(readFileSync('gateway/openapi.json', 'utf8')))) {
      visit(operation.body, 'body', operation.key + ' body');
      for (const parameter of [...operation.pathParameters, ...operation.queryParameters]) {
        visit(parameter.schema, parameter.name, operation.key + ' ' + parameter.in + ' ' + parameter.name);
      }
    }
    const samples = found.map(({ schema, name, where }) => ({
      where,
      pattern: schema.pattern,
      minLength: schema.minLength,
      maxLength: schema.maxLength,
      values: fc.sample(validValue(schema, name, ids), { seed: 42, numRuns: 25 }),
    }));
    process.stdout.write(JSON.stringify(samples));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '--eval', source], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 30_000,
  });
  return JSON.parse(output) as PatternedSamples[];
}

describe("the fuzzer's valid values", () => {
  it('match every patterned string of the API document and fit its length', () => {
    const samples = samplePatternedStrings();
    expect(samples.map((sample) => sample.where)).toEqual(
      expect.arrayContaining([
        'POST /api/push/subscriptions body.endpoint',
        'POST /api/push/subscriptions body.keys.p256dh',
        'POST /api/push/subscriptions body.keys.auth',
      ]),
    );
    const misfits = samples.flatMap(({ where, pattern, minLength = 0, maxLength = Infinity, values }) =>
      values
        .filter(
          (value) =>
            !new RegExp(pattern, 'u').test(value) || value.length < minLength || value.length > maxLength,
        )
        .map((value) => ({ where, value })),
    );
    expect(misfits).toEqual([]);
  });
});
