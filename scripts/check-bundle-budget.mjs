#!/usr/bin/env node
// Fails the web build when the JavaScript a first visit downloads before anything shows (the entry
// script, what index.html preloads, and everything those import statically) grows past the budget.
// Usage: node scripts/check-bundle-budget.mjs [dist directory] [--max-kb=180]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DEFAULT_BUDGET_KB = 180;

/** `<script src>` and `<link rel="modulepreload" href>` of the built index.html, site-relative. */
/** @param {string} html */
function scriptsOfPage(html) {
  /** @type {string[]} */
  const sources = [];
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src) sources.push(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (!/\brel="modulepreload"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) sources.push(href);
  }
  return sources;
}

/** Relative modules a chunk imports or re-exports statically; `import("…")` loads later and is left out. */
/** @param {string} code */
function staticImportsOf(code) {
  const pattern = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.m?js)["']/g;
  return [...code.matchAll(pattern)].map((match) => match[1]);
}

/**
 * Every chunk the first page load needs, with its raw and gzip sizes in bytes.
 * @param {string} distDir the built app: index.html and its assets
 */
export function measureInitialJavaScript(distDir) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: build the web app first`);
  const pending = scriptsOfPage(readFileSync(indexFile, 'utf8')).map((src) =>
    path.join(distDir, src.replace(/^\//, '')),
  );
  /** @type {Map<string, { file: string, bytes: number, gzipBytes: number }>} */
  const chunks = new Map();
  while (pending.length > 0) {
    const file = /** @type {string} */ (pending.pop());
    if (chunks.has(file)) continue;
    const code = readFileSync(file);
    chunks.set(file, {
      file: path.relative(distDir, file),
      bytes: code.length,
      gzipBytes: gzipSync(code, { level: 9 }).length,
    });
    for (const specifier of staticImportsOf(code.toString('utf8'))) {
      pending.push(path.resolve(path.dirname(file), specifier));
    }
  }
  const list = [...chunks.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { chunks: list, gzipBytes: list.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) };
}

/** @param {number} bytes */
function kilobytes(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** @param {string[]} args */
function main(args) {
  const distDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'dist');
  const budgetArg = args.find((arg) => arg.startsWith('--max-kb='));
  const budgetKb = budgetArg ? Number(budgetArg.slice('--max-kb='.length)) : DEFAULT_BUDGET_KB;
  const { chunks, gzipBytes } = measureInitialJavaScript(distDir);
  for (const chunk of chunks) {
    console.log(
      `  ${chunk.file.padEnd(48)} ${kilobytes(chunk.bytes).padStart(10)}  gzip ${kilobytes(chunk.gzipBytes)}`,
    );
  }
  const verdict = `Initial JavaScript: ${kilobytes(gzipBytes)} gzip in ${chunks.length} files (budget ${budgetKb} KB)`;
  if (gzipBytes > budgetKb * 1024) {
    console.error(`${verdict}: over budget. Load more of it lazily.`);
    process.exit(1);
  }
  console.log(verdict);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
}
