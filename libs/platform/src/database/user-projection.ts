import { DEFAULT_GRADIENT, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import {
  EntitySchema,
  type EntityManager,
  type EntitySchemaColumnOptions,
  type EntitySchemaIndexOptions,
  type EntitySchemaOptions,
} from 'typeorm';
import { newerWins } from './newer-wins';

/** How a copy's rows read each user column, by property. */
export interface UserColumnValues {
  username: string;
  displayName: string | null;
  profilePicture: string | null;
  proStatus: boolean;
  amateurStatus: boolean;
  flowStatus: boolean;
  isBrand: boolean;
  isAdmin: boolean;
  isTrusted: boolean;
  isActive: boolean;
  suspendedUntil: Date | null;
  email: string | null;
  isVerified: boolean;
  bio: string | null;
  headerVideo: string | null;
  location: string | null;
  skatingStyle: string | null;
  favoriteSpot: string | null;
  gradientStartColor: string;
  gradientEndColor: string;
  createdAt: Date | null;
}

interface UserColumnDefinition {
  /** The entity property the column is read through. */
  property: keyof UserColumnValues;
  /** How the table declares the column (its migration creates it alike). */
  options: EntitySchemaColumnOptions;
  /** The column's value in the auth service's profile event. */
  value: (user: UserProfileChangedV1) => unknown;
}

/**
 * The columns a service may keep of an account, from the auth service's `user-registered` and
 * `user-updated` events (`UserProfileChangedV1`), besides the row's `user_id` and `updated_at` revision: how
 * each is declared and where its value comes from. A new profile field is defined here once; a service that
 * wants it then names it in its {@link userCopyTable} and adds it in a migration.
 */
export const USER_COLUMNS = {
  username: {
    property: 'username',
    options: { name: 'username', type: 'text' },
    value: (user) => user.username,
  },
  display_name: {
    property: 'displayName',
    options: { name: 'display_name', type: 'text', nullable: true },
    value: (user) => user.displayName ?? null,
  },
  profile_picture: {
    property: 'profilePicture',
    options: { name: 'profile_picture', type: 'text', nullable: true },
    value: (user) => user.profilePicture ?? null,
  },
  pro_status: {
    property: 'proStatus',
    options: { name: 'pro_status', type: 'boolean', default: false },
    value: (user) => user.proStatus,
  },
  amateur_status: {
    property: 'amateurStatus',
    options: { name: 'amateur_status', type: 'boolean', default: false },
    value: (user) => user.amateurStatus,
  },
  flow_status: {
    property: 'flowStatus',
    options: { name: 'flow_status', type: 'boolean', default: false },
    value: (user) => user.flowStatus,
  },
  is_brand: {
    property: 'isBrand',
    options: { name: 'is_brand', type: 'boolean', default: false },
    value: (user) => user.isBrand,
  },
  is_admin: {
    property: 'isAdmin',
    options: { name: 'is_admin', type: 'boolean', default: false },
    value: (user) => user.isAdmin,
  },
  is_trusted: {
    property: 'isTrusted',
    options: { name: 'is_trusted', type: 'boolean', default: false },
    value: (user) => user.isTrusted,
  },
  is_active: {
    property: 'isActive',
    options: { name: 'is_active', type: 'boolean', default: true },
    value: (user) => user.isActive,
  },
  /** While a moderator's suspension runs, its end: compared with the clock, so it lapses by itself. */
  suspended_until: {
    property: 'suspendedUntil',
    options: { name: 'suspended_until', type: 'timestamptz', nullable: true },
    value: (user) => user.suspendedUntil ?? null,
  },
  /** For admins' views only; an event may leave it out (see `keepWhenNull`). */
  email: {
    property: 'email',
    options: { name: 'email', type: 'text', nullable: true },
    value: (user) => user.email ?? null,
  },
  /*
   * The rest of the public profile (the social service shows it). Events from before these fields existed
   * leave them out: the defaults then stand, until a newer revision of the account brings them.
   */
  is_verified: {
    property: 'isVerified',
    options: { name: 'is_verified', type: 'boolean', default: false },
    value: (user) => user.isVerified ?? false,
  },
  bio: {
    property: 'bio',
    options: { name: 'bio', type: 'text', nullable: true },
    value: (user) => user.bio ?? null,
  },
  header_video: {
    property: 'headerVideo',
    options: { name: 'header_video', type: 'text', nullable: true },
    value: (user) => user.headerVideo ?? null,
  },
  location: {
    property: 'location',
    options: { name: 'location', type: 'text', nullable: true },
    value: (user) => user.location ?? null,
  },
  skating_style: {
    property: 'skatingStyle',
    options: { name: 'skating_style', type: 'text', nullable: true },
    value: (user) => user.skatingStyle ?? null,
  },
  favorite_spot: {
    property: 'favoriteSpot',
    options: { name: 'favorite_spot', type: 'text', nullable: true },
    value: (user) => user.favoriteSpot ?? null,
  },
  gradient_start_color: {
    property: 'gradientStartColor',
    options: { name: 'gradient_start_color', type: 'text', default: DEFAULT_GRADIENT.start },
    value: (user) => user.gradientStartColor ?? DEFAULT_GRADIENT.start,
  },
  gradient_end_color: {
    property: 'gradientEndColor',
    options: { name: 'gradient_end_color', type: 'text', default: DEFAULT_GRADIENT.end },
    value: (user) => user.gradientEndColor ?? DEFAULT_GRADIENT.end,
  },
  /** When the account was made; unknown on a row copied from an event that left it out. */
  created_at: {
    property: 'createdAt',
    options: { name: 'created_at', type: 'timestamptz', nullable: true },
    value: (user) => user.createdAt ?? null,
  },
} satisfies Record<string, UserColumnDefinition>;

/** The name of a column a service may keep of an account. */
export type UserColumnName = keyof typeof USER_COLUMNS;

/** The entity property a user column is read through. */
export type UserColumnProperty<Column extends UserColumnName> = (typeof USER_COLUMNS)[Column]['property'];

/**
 * A row of a service's copy of the accounts: `userId`, the user columns it keeps (`Nullable` ones may be
 * unknown), its own extra columns and the `updatedAt` revision.
 */
export type UserCopyRow<
  Column extends UserColumnName,
  Nullable extends Column = never,
  Extra extends string = never,
> = { userId: string; updatedAt: Date } & {
  [C in Column as UserColumnProperty<C>]: C extends Nullable
    ? UserColumnValues[UserColumnProperty<C>] | null
    : UserColumnValues[UserColumnProperty<C>];
} & Record<Extra, unknown>;

/** Which user columns a service keeps, and where, and how its table differs from the usual layout. */
export interface UserCopyTableSpec<
  Column extends UserColumnName,
  Nullable extends Column,
  Extra extends string,
> {
  /** The entity's name in the service's data source, e.g. `User`. */
  name: string;
  /** The table, keyed by `user_id` (constraint `<table>_pkey`) and versioned by `updated_at`. */
  tableName: string;
  /** The user columns kept, in the table's column order. */
  columns: readonly Column[];
  /** Kept columns this copy may not know yet, e.g. on a row made before the account's profile arrived. */
  nullable?: readonly Nullable[];
  /** Columns an event without the value (null or absent) leaves as stored. */
  keepWhenNull?: readonly NoInfer<Column>[];
  /** The service's own columns, by property, written by its own code rather than the profile events. */
  extraColumns?: Record<Extra, EntitySchemaColumnOptions>;
  indices?: EntitySchemaIndexOptions[];
}

/** A service's copy of the accounts: the entity schema it registers, and the user columns it keeps. */
export class UserCopyTable<
  Column extends UserColumnName = UserColumnName,
  Row = unknown,
> extends EntitySchema<Row> {
  constructor(
    readonly columns: readonly Column[],
    readonly keepWhenNull: readonly Column[],
    options: EntitySchemaOptions<Row>,
  ) {
    super(options);
  }
}

/**
 * Declares a service's copy of the accounts, from the auth service's profile events (kept by a
 * {@link UserCopyConsumer}): `(user_id, <columns>, <extra columns>, updated_at)`, the newest revision kept.
 * Each service registers it among its entities, in its own schema.
 */
export function userCopyTable<
  Column extends UserColumnName,
  Nullable extends Column = never,
  Extra extends string = never,
>({
  name,
  tableName,
  columns,
  nullable = [],
  keepWhenNull = [],
  extraColumns,
  indices = [],
}: UserCopyTableSpec<Column, Nullable, Extra>): UserCopyTable<Column, UserCopyRow<Column, Nullable, Extra>> {
  const schemaColumns: Record<string, EntitySchemaColumnOptions> = {
    userId: { name: 'user_id', type: 'uuid', primary: true, primaryKeyConstraintName: `${tableName}_pkey` },
  };
  for (const column of columns) {
    const { property, options } = USER_COLUMNS[column];
    schemaColumns[property] = {
      ...options,
      ...((nullable as readonly Column[]).includes(column) && { nullable: true }),
    };
  }
  Object.assign(schemaColumns, extraColumns);
  // The revision of the account the row shows: an older event arriving late is ignored.
  schemaColumns.updatedAt = { name: 'updated_at', type: 'timestamptz' };
  type Row = UserCopyRow<Column, Nullable, Extra>;
  return new UserCopyTable<Column, Row>(columns, keepWhenNull, {
    name,
    tableName,
    columns: schemaColumns as EntitySchemaOptions<Row>['columns'],
    indices,
  });
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
