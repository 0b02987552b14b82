/**
 * The ids of the benchmark community, shared by whoever writes it (the auth service's `import-users` lines,
 * the services' `seed-bench-content` commands) and the benchmarks that address it: row n (1-based) of a kind
 * is `<prefix>0000000-0000-4000-8000-<n as 12 hex digits>`, a valid v4 layout in order of n, so bulk inserts
 * append to the primary key's index instead of scattering over it.
 */
export const SEEDED_ID_PREFIXES = {
  user: 'b',
  progress: 'c',
  post: 'd',
  verification: 'e',
  message: 'f',
} as const;

export type SeededKind = keyof typeof SEEDED_ID_PREFIXES;

/** Seeded row n of a kind. */
export function seededId(kind: SeededKind, n: number): string {
  return `${SEEDED_ID_PREFIXES[kind]}0000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

/** The same id in SQL, from an integer SQL expression. */
export function seededIdSql(kind: SeededKind, expression: string): string {
  return `('${SEEDED_ID_PREFIXES[kind]}0000000-0000-4000-8000-' || lpad(to_hex(${expression}), 12, '0'))::uuid`;
}
