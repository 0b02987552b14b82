// The report of a run that breaks things under load (`npm run cluster`, `npm run ha`): a table with a row
// per fault, one with a row per check, the totals, and the calls and acknowledged creations of the run.

/** @typedef {import('./checks.mjs').Check & { about: string }} ReportedCheck */

/** Milliseconds as seconds to a tenth, `null` (an empty cell) when the moment never came. */
export const seconds = (/** @type {number | undefined} */ ms) =>
  ms === undefined ? null : +(ms / 1000).toFixed(1);

/**
 * What the checks about one topic (`writes`, `effects`, `answers`, …) found wrong, summed.
 * @param {ReportedCheck[]} checks
 * @param {string} about
 */
export const wrongAbout = (checks, about) =>
  checks.filter((result) => result.about === about).reduce((total, result) => total + result.wrong, 0);

/**
 * Prints a row per check: its name, pass or FAIL, and what it found.
 * @param {import('./checks.mjs').Check[]} checks
 */
export function printChecks(checks) {
  console.log('Checks:');
  console.table(
    checks.map((result) => ({
      check: result.name,
      result: result.passed ? 'pass' : 'FAIL',
      detail: result.detail,
    })),
  );
}

/**
 * Prints the tables; returns the acknowledged creations by kind and the run's length, for the results file.
 * @param {object} report
 * @param {string} report.faultsTitle what the fault table's columns mean
 * @param {Record<string, unknown>[]} report.faultRows
 * @param {ReportedCheck[]} report.checks
 * @param {Record<string, unknown>} report.totals
 * @param {import('./traffic.mjs').TrafficLog} report.log
 * @param {string[]} report.crashes processes that exited unasked
 * @param {number} report.startedAt
 */
export function printReport({ faultsTitle, faultRows, checks, totals, log, crashes, startedAt }) {
  console.log(`\n${faultsTitle}`);
  console.table(faultRows);
  printChecks(checks);
  console.log('Totals:');
  console.table(totals);
  const acknowledged = Object.fromEntries([...log.created].map(([kind, records]) => [kind, records.length]));
  const runSeconds = Math.round((Date.now() - startedAt) / 1000);
  console.log(
    `${log.responses.length} calls; acknowledged creations ${JSON.stringify(acknowledged)}; run ${runSeconds} s`,
  );
  if (crashes.length > 0) console.log(`Processes that exited unasked: ${crashes.join(', ')}`);
  return { acknowledged, runSeconds };
}
