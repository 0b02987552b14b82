import type { Tree } from '@nx/devkit';
import {
  isMap,
  isNode,
  isScalar,
  isSeq,
  type Node,
  parseAllDocuments,
  parseDocument,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';

/**
 * Edits of a YAML file that insert text where the parser places a node, leaving the rest byte for byte:
 * re-serialising a parsed document would move comments, unquote strings and pad flow collections, in files
 * people wrote by hand. Every edit is parsed again, so a file that no longer reads fails here.
 */
export class YamlText {
  constructor(
    readonly file: string,
    private content: string,
  ) {}

  get text(): string {
    return this.content;
  }

  /** The plain value at `path` (keys and indexes), as JavaScript. */
  valueAt(path: readonly (string | number)[]): unknown {
    const document = parseDocument(this.content, { merge: true });
    const value = document.getIn(path);
    return isNode(value) ? value.toJS(document) : value;
  }

  /**
   * Adds an entry (`key: value` lines written from column 0) to the block map at `path`, after the last entry
   * `after` accepts (the last entry when none is given), at the column of its key.
   */
  addMapEntry(
    path: readonly (string | number)[],
    entry: string,
    after?: (key: string, value: unknown) => boolean,
  ): void {
    const map = this.nodeAt(path, isMap, 'a map') as YAMLMap<Node, Node | null>;
    const previous = map.items
      .filter((pair) => !after || after(String(pair.key), pair.value?.toJSON()))
      .at(-1);
    if (!previous || !isScalar(previous.key) || !previous.key.range) {
      throw new Error(`${this.file}: no entry under ${path.join('.')} to add one after.`);
    }
    const end = previous.value?.range?.[1] ?? previous.key.range[1];
    this.insertLines(end, this.columnOf(previous.key.range[0]), entry);
  }

  /**
   * Adds an item (lines written from column 0, without its `- `) to the block sequence at `path`, after the
   * last item `after` accepts (the last when none is given), at the column of its dash.
   */
  addSequenceItem(
    path: readonly (string | number)[],
    item: string,
    after?: (item: unknown) => boolean,
  ): void {
    const sequence = this.nodeAt(path, isSeq, 'a sequence') as YAMLSeq;
    const previous = (sequence.items as Node[]).filter((node) => !after || after(node.toJSON())).at(-1);
    if (!previous?.range) throw new Error(`${this.file}: no item under ${path.join('.')} to add one after.`);
    const dash = this.content.lastIndexOf('-', previous.range[0] - 1);
    const lines = item.split('\n').map((line, index) => (index === 0 ? `- ${line}` : line && `  ${line}`));
    this.insertLines(previous.range[1], this.columnOf(dash), lines.join('\n'));
  }

  /** Adds a document (written from column 0) after the last document of the file `after` accepts. */
  addDocument(document: string, after: (value: unknown) => boolean): void {
    const documents = parseAllDocuments(this.content);
    const previous = (Array.isArray(documents) ? documents : [])
      .filter((candidate) => after(candidate.toJS()))
      .at(-1);
    const end = previous?.contents?.range?.[1];
    if (end === undefined) throw new Error(`${this.file}: no document to add one after.`);
    this.insertLines(end, 0, `---\n${document}`);
  }

  private nodeAt(path: readonly (string | number)[], is: (node: unknown) => boolean, what: string): unknown {
    const node = parseDocument(this.content).getIn(path, true);
    if (!is(node)) throw new Error(`${this.file}: ${path.join('.')} is not ${what}.`);
    return node;
  }

  private columnOf(offset: number): number {
    return offset - (this.content.lastIndexOf('\n', offset - 1) + 1);
  }

  /** Inserts `lines`, indented by `column` spaces, at the start of the line after the one `end` is on. */
  private insertLines(end: number, column: number, lines: string): void {
    const lineEnd = this.content[end - 1] === '\n' ? end : this.content.indexOf('\n', end) + 1;
    const at = lineEnd === 0 ? this.content.length : lineEnd;
    const indent = ' '.repeat(column);
    const block = lines
      .replace(/\n$/, '')
      .split('\n')
      .map((line) => (line ? `${indent}${line}` : line))
      .join('\n');
    const before = this.content.slice(0, at);
    const next = `${before}${before.endsWith('\n') ? '' : '\n'}${block}\n${this.content.slice(at)}`;
    const problems = parseAllDocuments(next).flatMap((document) =>
      'errors' in document ? document.errors.map((error) => error.message) : [],
    );
    if (problems.length > 0)
      throw new Error(`${this.file} would not read after the edit: ${problems.join('; ')}`);
    this.content = next;
  }
}

/** Reads `file` from the tree, applies `edit` to it and writes it back. */
export function editYaml(tree: Tree, file: string, edit: (yaml: YamlText) => void): void {
  const text = tree.read(file, 'utf-8');
  if (text === null) throw new Error(`${file} does not exist.`);
  const yaml = new YamlText(file, text);
  edit(yaml);
  tree.write(file, yaml.text);
}
