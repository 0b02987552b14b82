import { joinPathFragments, type Tree } from '@nx/devkit';
import * as path from 'node:path';
import ts from 'typescript';

/** Where a producer declares its events: `<PRODUCER>_EVENTS` beside their payload classes. */
export function eventsFileOf(producer: string): string {
  return `libs/contracts/src/${producer}/${producer}.events.ts`;
}

/** One entry of a producer's events (`EVENTS.<producer>`), read from its source. */
export interface CatalogEvent {
  producer: string;
  /** Kebab-case, as in the subject: `user-registered`. */
  name: string;
  /** The entry's key under its producer: `EVENTS.auth.userRegistered`. */
  key: string;
  subject: string;
  payloadClass: string;
  payloadFields: PayloadField[];
}

/** A property of the payload class, with what its validation decorators say about it. */
export interface PayloadField {
  property: string;
  /** `IsUUID`, `IsString`, `IsIn`… as declared on the property. */
  decorators: Map<string, readonly ts.Expression[]>;
  /** May be absent or null (`@IsOptional`). */
  optional: boolean;
  /** May be left out of the object (`property?:`); an optional property declared with `!` must be given. */
  omittable: boolean;
}

/**
 * Finds `<producer>.<name>` among the `defineEvent` and `defineBusyEvent` calls of the producer's events file,
 * and its payload class (the call's type argument or its class argument), declared there or in the module
 * the file imports it from. Read from source, so the generator needs no build of the contracts.
 */
export function findCatalogEvent(tree: Tree, eventType: string): CatalogEvent {
  const [producer, name] = eventType.split('.');
  const catalogFile = eventsFileOf(producer);
  if (!producer || !tree.exists(catalogFile)) throw new Error(`No events of ${producer} in ${catalogFile}.`);
  const catalog = parse(tree, catalogFile);
  const known: string[] = [];
  let found: CatalogEvent | undefined;
  visit(catalog, (node) => {
    if (!ts.isPropertyAssignment(node) || !ts.isCallExpression(node.initializer)) return;
    const call = node.initializer;
    const callee = call.expression.getText(catalog);
    if (callee !== 'defineEvent' && callee !== 'defineBusyEvent') return;
    const [producerArg, nameArg, versionArg, classArg] = call.arguments;
    if (!producerArg || !nameArg || !ts.isStringLiteral(producerArg) || !ts.isStringLiteral(nameArg)) return;
    known.push(`${producerArg.text}.${nameArg.text}`);
    if (producerArg.text !== producer || nameArg.text !== name) return;
    const payloadClass = (call.typeArguments?.[0] ?? classArg)?.getText(catalog);
    if (!payloadClass) throw new Error(`${eventType} names no payload class in ${catalogFile}.`);
    const busy = callee === 'defineBusyEvent' ? 'busy.' : '';
    found = {
      producer,
      name,
      key: node.name.getText(catalog),
      subject: `events.${producer}.${busy}${name}.v${versionArg?.getText(catalog) ?? 1}`,
      payloadClass,
      payloadFields: payloadFieldsOf(tree, catalog, payloadClass),
    };
  });
  if (!found) {
    throw new Error(`No event ${eventType} in ${catalogFile}. Known events: ${known.sort().join(', ')}.`);
  }
  return found;
}

/** The payload class's own properties, from the events file itself or the module it imports the class from. */
function payloadFieldsOf(tree: Tree, catalog: ts.SourceFile, payloadClass: string): PayloadField[] {
  const file = declaresClass(catalog, payloadClass)
    ? catalog
    : parse(
        tree,
        joinPathFragments(path.posix.dirname(catalog.fileName), `${importedFrom(catalog, payloadClass)}.ts`),
      );
  let declaration: ts.ClassDeclaration | undefined;
  visit(file, (node) => {
    if (ts.isClassDeclaration(node) && node.name?.text === payloadClass) declaration = node;
  });
  if (!declaration) throw new Error(`No class ${payloadClass} in ${file.fileName}.`);
  return declaration.members.filter(ts.isPropertyDeclaration).map((member) => {
    const decorators = new Map<string, readonly ts.Expression[]>();
    for (const decorator of ts.getDecorators(member) ?? []) {
      if (ts.isCallExpression(decorator.expression)) {
        decorators.set(decorator.expression.expression.getText(file), decorator.expression.arguments);
      }
    }
    return {
      property: member.name.getText(file),
      decorators,
      optional: member.questionToken !== undefined || decorators.has('IsOptional'),
      omittable: member.questionToken !== undefined,
    };
  });
}

function declaresClass(file: ts.SourceFile, name: string): boolean {
  return file.statements.some(
    (statement) => ts.isClassDeclaration(statement) && statement.name?.text === name,
  );
}

function importedFrom(file: ts.SourceFile, name: string): string {
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings) && bindings.elements.some((e) => e.name.text === name)) {
      return statement.moduleSpecifier.text;
    }
  }
  throw new Error(`${file.fileName} does not import ${name}.`);
}

function parse(tree: Tree, file: string): ts.SourceFile {
  const text = tree.read(file, 'utf-8');
  if (text === null) throw new Error(`${file} does not exist.`);
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
}

function visit(node: ts.Node, action: (node: ts.Node) => void): void {
  action(node);
  ts.forEachChild(node, (child) => visit(child, action));
}
