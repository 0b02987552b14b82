/** Collects the values of a hand-written query as it is assembled, each placeholder typed. */
export class SqlParameters {
  readonly values: unknown[] = [];

  add(value: unknown, type: 'uuid' | 'text' | 'int' | 'timestamptz' | 'float8'): string {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }
}
