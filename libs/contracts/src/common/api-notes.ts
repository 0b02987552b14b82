/**
 * Words for the API document beside a DTO field's validation: what it means, and an example. Validation never
 * reads them; the types, limits, patterns and enums the document shows come from the validation decorators
 * themselves, so the two cannot disagree.
 */
export interface ApiNote {
  description?: string;
  example?: unknown;
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- keyed by any class
const NOTES = new Map<Function, Map<string, ApiNote>>();

/** Notes a DTO field for the API document. */
export function ApiNote(note: ApiNote): PropertyDecorator {
  return (target, property) => {
    const notes = NOTES.get(target.constructor) ?? new Map<string, ApiNote>();
    notes.set(String(property), note);
    NOTES.set(target.constructor, notes);
  };
}

/**
 * Gives a class made by a mapped type (`PartialType`, `PickType`, …) the field notes of the class it was made
 * from: mapped types copy the validation, not the notes.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- any class
export function ApiNotesFrom(source: Function): ClassDecorator {
  return (target) => {
    SOURCES.set(target, source);
  };
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- keyed by any class
const SOURCES = new Map<Function, Function>();

/** A class's field notes, its ancestors' and its source's included (the nearest class's own note wins). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- any class
export function apiNotesOf(dto: Function): Map<string, ApiNote> {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- any class
  const chain: Function[] = [];
  for (
    let at: unknown = dto;
    typeof at === 'function' && at !== Function.prototype;
    at = Object.getPrototypeOf(at)
  ) {
    chain.unshift(at);
  }
  return new Map(
    chain.flatMap((at) => {
      const source = SOURCES.get(at);
      return [...(source ? apiNotesOf(source) : []), ...(NOTES.get(at) ?? [])];
    }),
  );
}
