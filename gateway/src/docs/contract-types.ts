import { join } from 'node:path';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { createGenerator, createProgram, DEFAULT_CONFIG, type Config } from 'ts-json-schema-generator';
import ts from 'typescript';

const CONTRACTS = join(__dirname, '../../../libs/contracts');

const CONFIG: Config = {
  path: join(CONTRACTS, 'src/index.ts'),
  tsconfig: join(CONTRACTS, 'tsconfig.json'),
  // `tsc` checks the contracts already; the generator only reads their types.
  skipTypeCheck: true,
  // Every exported type becomes a component of its own name; `@internal` ones (the format aliases) inline.
  expose: 'export',
  jsDoc: 'extended',
  // Answers are JSON: a class's methods are no part of what travels.
  functions: 'hide',
  // Answers carry exactly the fields their type declares (the conformance test holds the routes to it).
  additionalProperties: false,
  sortProps: false,
  encodeRefs: false,
};

const DEFINITIONS = '#/definitions/';
const COMPONENTS = '#/components/schemas/';

let program: ts.Program | undefined;

/** One TypeScript program over the contracts barrel, made once per process: making it is the slow part. */
function contractsProgram(): ts.Program {
  program ??= createProgram({ ...DEFAULT_CONFIG, ...CONFIG });
  return program;
}

/** The names of the types the contracts export (interfaces, type aliases and classes), sorted. */
export function contractTypeNames(): string[] {
  const checker = contractsProgram().getTypeChecker();
  const barrel = contractsProgram().getSourceFile(CONFIG.path!);
  const module = barrel && checker.getSymbolAtLocation(barrel);
  if (!module) throw new Error(`No contracts barrel at ${CONFIG.path}`);
  const typeFlags = ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class;
  return checker
    .getExportsOfModule(module)
    .filter((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return (target.flags & typeFlags) !== 0;
    })
    .map((symbol) => symbol.name)
    .sort();
}

/**
 * The JSON schemas (OpenAPI 3.1 is JSON Schema) of contract types, by name, with every exported type they
 * name in turn, all in one generator pass. References point into the document's components.
 */
export function contractTypeSchemas(names: readonly string[]): Record<string, SchemaObject> {
  if (names.length === 0) return {};
  const generator = createGenerator({ ...CONFIG, tsProgram: contractsProgram() });
  const { definitions = {} } = generator.createSchema([...names]);
  const text = JSON.stringify(definitions).replaceAll(`"$ref":"${DEFINITIONS}`, `"$ref":"${COMPONENTS}`);
  const schemas = JSON.parse(text) as Record<string, SchemaObject>;
  const unfit = Object.keys(schemas).filter((name) => !/^[\w.-]+$/.test(name));
  if (unfit.length > 0) {
    throw new Error(`Contract types without a name of their own: ${unfit.join(', ')}; export an alias`);
  }
  return schemas;
}
