import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One piece of a document the checks read, with where it stands so a failure can point at it. */
export interface Located {
  file: string;
  line: number;
  text: string;
}

export interface CodeBlock extends Located {
  /** The fence's info string: `ts`, `sh`, `mermaid`… */
  language: string;
}

export interface MarkdownDocument {
  /** Relative to the repository root, with forward slashes. */
  file: string;
  lines: string[];
  /** Inline code spans outside fenced blocks. */
  spans: Located[];
  /** Lines outside fenced blocks (prose and tables). */
  prose: Located[];
  blocks: CodeBlock[];
  /** `[text](target)` links outside fenced blocks. */
  links: Located[];
  /** GitHub's anchors of the document's headings. */
  anchors: Set<string>;
}

const FENCE = /^\s*(`{3,}|~{3,})\s*([\w-]*)/;
const SPAN = /(`+)([^`]+?)\1(?!`)/g;
const LINK = /\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

export function readMarkdown(root: string, file: string): MarkdownDocument {
  return parseMarkdown(file, readFileSync(path.join(root, file), 'utf8'));
}

export function parseMarkdown(file: string, markdown: string): MarkdownDocument {
  const lines = markdown.split('\n');
  const document: MarkdownDocument = {
    file,
    lines,
    spans: [],
    prose: [],
    blocks: [],
    links: [],
    anchors: new Set(),
  };
  let open: { fence: string; language: string; line: number; body: string[] } | undefined;
  // A code span may wrap onto the next line of its paragraph: carried until its closing backtick.
  let carried: { line: number; text: string } | undefined;
  lines.forEach((text, index) => {
    const line = index + 1;
    const fence = FENCE.exec(text);
    if (open) {
      if (fence && fence[1].startsWith(open.fence) && fence[2] === '') {
        document.blocks.push({ file, line: open.line, language: open.language, text: open.body.join('\n') });
        open = undefined;
      } else {
        open.body.push(text);
      }
      return;
    }
    if (fence) {
      open = { fence: fence[1], language: fence[2], line: line + 1, body: [] };
      return;
    }
    document.prose.push({ file, line, text });
    const paragraph =
      carried && text.trim() !== ''
        ? { line: carried.line, text: `${carried.text} ${text.trim()}` }
        : { line, text };
    carried = undefined;
    for (const match of paragraph.text.matchAll(SPAN)) {
      document.spans.push({ file, line: paragraph.line, text: match[2].trim() });
    }
    const unclosed = paragraph.text.replace(SPAN, (whole) => ' '.repeat(whole.length)).indexOf('`');
    if (unclosed !== -1 && !/^\s*\|/.test(text))
      carried = { line: paragraph.line, text: paragraph.text.slice(unclosed) };
    for (const match of text.replace(SPAN, '').matchAll(LINK))
      document.links.push({ file, line, text: match[1] });
    const heading = /^#{1,6}\s+(.*)$/.exec(text);
    if (heading) document.anchors.add(anchorOf(heading[1]));
  });
  return document;
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Where a failure is: `docs/operations.md:436`. */
export function at(place: Located): string {
  return `${place.file}:${place.line}`;
}
