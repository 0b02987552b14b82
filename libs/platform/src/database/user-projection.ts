import type { UserProfileChangedV1 } from '@boonies/contracts';
import { Column, type ColumnOptions, type EntityManager } from 'typeorm';
import { newerWins } from './newer-wins';

interface UserColumnDefinition {
  /** How an entity declares the column (its migration creates it alike). */
  options: ColumnOptions;
  /** The column's value in the auth service's profile event. */
  value: (user: UserProfileChangedV1) => unknown;
}

/**
 * The columns a service may keep of an account, from the auth service's `user-registered` and
 * `user-updated` events (`UserProfileChangedV1`), besides the row's `user_id` and `updated_at` revision: how
 * each is declared and where its value comes from. A new profile field is defined here once; a service that
 * wants it then declares it in its entity (`@UserColumn`), adds it in a migration and names it in its
 * {@link userProjection}.
 */
export const USER_COLUMNS = {
  username: { options: { name: 'username', type: 'text' }, value: (user) => user.username },
  display_name: {
    options: { name: 'display_name', type: 'text', nullable: true },
    value: (user) => user.displayName ?? null,
  },
  profile_picture: {
    options: { name: 'profile_picture', type: 'text', nullable: true },
    value: (user) => user.profilePicture ?? null,
  },
  pro_status: {
    options: { name: 'pro_status', type: 'boolean', default: false },
    value: (user) => user.proStatus,
  },
  amateur_status: {
    options: { name: 'amateur_status', type: 'boolean', default: false },
    value: (user) => user.amateurStatus,
  },
  flow_status: {
    options: { name: 'flow_status', type: 'boolean', default: false },
    value: (user) => user.flowStatus,
  },
  is_brand: { options: { name: 'is_brand', type: 'boolean', default: false }, value: (user) => user.isBrand },
  is_admin: { options: { name: 'is_admin', type: 'boolean', default: false }, value: (user) => user.isAdmin },
  is_trusted: {
    options: { name: 'is_trusted', type: 'boolean', default: false },
    value: (user) => user.isTrusted,
  },
  is_active: {
    options: { name: 'is_active', type: 'boolean', default: true },
    value: (user) => user.isActive,
  },
  /** While a moderator's suspension runs, its end: compared with the clock, so it lapses by itself. */
  suspended_until: {
    options: { name: 'suspended_until', type: 'timestamptz', nullable: true },
    value: (user) => user.suspendedUntil ?? null,
  },
  /** For admins' views only; an event may leave it out (see `keepWhenNull`). */
  email: { options: { name: 'email', type: 'text', nullable: true }, value: (user) => user.email ?? null },
} satisfies Record<string, UserColumnDefinition>;

/** The name of a column a service may keep of an account. */
export type UserColumnName = keyof typeof USER_COLUMNS;

/**
 * Declares an entity property as the user column `column`, typed as every copy types it; `overrides` for a
 * copy that differs (e.g. a name that may be unknown until the profile arrives).
 */
export function UserColumn(column: UserColumnName, overrides: ColumnOptions = {}): PropertyDecorator {
  return Column({ ...USER_COLUMNS[column].options, ...overrides });
}

/** A service's copy of the accounts: its table and which of the {@link USER_COLUMNS} it keeps. */
export interface UserProjectionTable<Column extends UserColumnName> {
  /** The schema-qualified table, keyed by `user_id` and versioned by `updated_at`. */
  table: string;
  columns: readonly Column[];
  /** Columns an event without the value (null or absent) leaves as stored. */
  keepWhenNull?: readonly NoInfer<Column>[];
}

/** A service's copy of the accounts, kept from the auth service's profile events, newest revision wins. */
export interface UserProjection {
  /** Writes the account unless a newer revision of it is stored; says whether it was written. */
  apply(manager: EntityManager, user: UserProfileChangedV1): Promise<boolean>;
  /** The same for many accounts at once (`users-imported`), in one statement; answers the ids written. */
  applyMany(manager: EntityManager, users: readonly UserProfileChangedV1[]): Promise<string[]>;
}

/**
 * The "newer update wins" copy of the accounts (`user_id`, the chosen columns, `updated_at`): a late or
 * repeated profile event never rolls a row back.
 */
export function userProjection<Column extends UserColumnName>({
  table,
  columns,
  keepWhenNull,
}: UserProjectionTable<Column>): UserProjection {
  const upsert = newerWins({ table, key: ['user_id'], columns, version: 'updated_at', keepWhenNull });
  const rowOf = (user: UserProfileChangedV1) => {
    const row: Record<string, unknown> = { user_id: user.userId, updated_at: user.updatedAt };
    for (const column of columns) row[column] = USER_COLUMNS[column].value(user);
    return row as Record<'user_id' | Column | 'updated_at', unknown>;
  };
  return {
    apply: (manager, user) => upsert.apply(manager, rowOf(user)),
    applyMany: async (manager, users) =>
      (await upsert.applyMany(manager, users.map(rowOf))).map((row) => String(row.user_id)),
  };
}
