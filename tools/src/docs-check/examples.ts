import path from 'node:path';
import ts from 'typescript';
import type { CodeBlock } from './markdown';

/**
 * Type-checks the documents' ```ts examples against the real libraries: each block is a module of its own,
 * placed beside its document so `@boonies/*` resolves as it does in the code (tsconfig.base.json's paths).
 * Returns one message per diagnostic, pointing at the document's line.
 */
export function checkExamples(root: string, blocks: CodeBlock[]): string[] {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.base.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  options.noEmit = true;
  options.types = ['node'];
  const examples = new Map(
    blocks.map((block, index) => [
      path.join(
        root,
        path.dirname(block.file),
        `${path.basename(block.file, '.md')}.example-${index + 1}.ts`,
      ),
      block,
    ]),
  );
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => examples.get(file)?.text ?? readFile(file);
  host.fileExists = (file) => examples.has(file) || fileExists(file);
  host.getSourceFile = (file, language, onError, create) => {
    const block = examples.get(file);
    return block
      ? ts.createSourceFile(file, block.text, language)
      : getSourceFile(file, language, onError, create);
  };
  const program = ts.createProgram([...examples.keys()], options, host);
  return [...examples].flatMap(([file, block]) =>
    ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((diagnostic) => {
      const line =
        diagnostic.file && diagnostic.start !== undefined
          ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line
          : 0;
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ');
      return `${block.file}:${block.line + line}: the example does not compile: ${message}`;
    }),
  );
}
