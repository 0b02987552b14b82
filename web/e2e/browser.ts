import { readFileSync } from 'node:fs';
import type axe from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core's WCAG 2 A and AA rules on the page as it stands and returns the serious and critical
 * violations, one readable paragraph each: rule, impact, help page, and every offending element.
 */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  // Colours are only measured once still: a toast fading in reads as too faint halfway. Endless animations
  // (spinners) never finish, so they do not count.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 10_000, polling: 100 },
  );
  // Evaluated rather than added as a <script>: the app's Content Security Policy forbids inline scripts.
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      resultTypes: ['violations'],
    }),
  );
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) =>
      [
        `${violation.id} (${violation.impact}): ${violation.help} ${violation.helpUrl}`,
        ...violation.nodes.map(
          (node) => `  at ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ')}`,
        ),
      ].join('\n'),
    );
}
