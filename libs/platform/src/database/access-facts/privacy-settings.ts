import { DEFAULT_PREFERENCES, type PreferencesChangedV1 } from '@boonies/contracts/social';
import { EntitySchema, type EntitySchemaColumnOptions, type EntityManager } from 'typeorm';
import { newerWins } from '../newer-wins';

type PrivacySwitches = PreferencesChangedV1['privacy'];

interface PrivacyColumnDefinition {
  /** The entity property the column is read through. */
  property: keyof PrivacySwitches;
  /** The column's value in the auth service's preferences event. */
  value: (privacy: PrivacySwitches) => boolean;
}

/**
 * The privacy switches a service may keep of a user for the access policy, from
 * `events.social.preferences-changed`: which property each column is and where its value comes from. A service
 * keeps the ones its decisions read (see {@link privacySettingsTable}).
 */
export const PRIVACY_COLUMNS = {
  public_profile: { property: 'publicProfile', value: (privacy) => privacy.publicProfile },
  show_progress: { property: 'showProgress', value: (privacy) => privacy.showProgress },
  show_followers: { property: 'showFollowers', value: (privacy) => privacy.showFollowers },
  allow_messages: { property: 'allowMessages', value: (privacy) => privacy.allowMessages },
  appear_on_leaderboard: {
    property: 'appearOnLeaderboard',
    // Older events lack it: it was on for everyone then.
    value: (privacy) => privacy.appearOnLeaderboard ?? DEFAULT_PREFERENCES.privacy.appearOnLeaderboard,
  },
} satisfies Record<string, PrivacyColumnDefinition>;

/** The name of a privacy switch a service may keep. */
export type PrivacyColumnName = keyof typeof PRIVACY_COLUMNS;

/** A row of a service's copy of the privacy switches: only the switches it keeps are there. */
export type PrivacySettingFact = { userId: string; updatedAt: Date } & Partial<PrivacySwitches>;

/** Which privacy switches a service keeps, and where. */
export interface PrivacySettingsTableSpec<Column extends PrivacyColumnName> {
  /** The table: `preferences` in most services. */
  tableName: string;
  /** The switches kept, in the table's column order. */
  switches: readonly Column[];
  /** Switches added to a table that already had rows, with `DEFAULT true` (every switch starts on). */
  defaultOn?: readonly NoInfer<Column>[];
  /** Adds `<table>_private_idx (user_id) WHERE NOT public_profile`, for a service that lists private users. */
  indexPrivate?: boolean;
}

/** A service's privacy-settings table: the entity schema it registers, and the switches it keeps. */
export class PrivacySettingsTable<Column extends PrivacyColumnName> extends EntitySchema<PrivacySettingFact> {
  constructor(
    readonly switches: readonly Column[],
    options: ConstructorParameters<typeof EntitySchema>[0],
  ) {
    super(options);
  }
}

/**
 * Declares a service's copy of the privacy switches, from `events.social.preferences-changed` (fed by
 * {@link privacyProjection}): `(user_id, <switches>, updated_at)`, the newest revision kept. A user without a
 * row has the defaults (`DEFAULT_PREFERENCES`: everything on). Each service registers it among its entities,
 * in its own schema.
 */
export function privacySettingsTable<Column extends PrivacyColumnName>({
  tableName,
  switches,
  defaultOn = [],
  indexPrivate = false,
}: PrivacySettingsTableSpec<Column>): PrivacySettingsTable<Column> {
  const columns: Record<string, EntitySchemaColumnOptions> = {
    userId: { name: 'user_id', type: 'uuid', primary: true, primaryKeyConstraintName: `${tableName}_pkey` },
  };
  for (const column of switches) {
    const on = (defaultOn as readonly string[]).includes(column);
    columns[PRIVACY_COLUMNS[column].property] = {
      name: column,
      type: 'boolean',
      ...(on && { default: true }),
    };
  }
  // The revision of the settings the row shows: an older event arriving late is ignored.
  columns.updatedAt = { name: 'updated_at', type: 'timestamptz' };
  return new PrivacySettingsTable(switches, {
    name: 'PrivacySetting',
    tableName,
    columns,
    indices: indexPrivate
      ? [{ name: `${tableName}_private_idx`, columns: ['userId'], where: 'NOT "public_profile"' }]
      : [],
  });
}

/** A service's copy of the privacy switches, kept from the auth service's preferences events. */
export interface PrivacyProjection {
  /** Writes the user's switches unless a newer revision is stored; says whether it was written. */
  apply(manager: EntityManager, change: PreferencesChangedV1): Promise<boolean>;
}

/** The "newer update wins" writer of the privacy-settings table `declaration`, at the schema-qualified `table`. */
export function privacyProjection<Column extends PrivacyColumnName>(
  table: string,
  declaration: Pick<PrivacySettingsTable<Column>, 'switches'>,
): PrivacyProjection {
  const { switches } = declaration;
  const upsert = newerWins({ table, key: ['user_id'], columns: switches, version: 'updated_at' });
  return {
    apply: (manager, change) => {
      const row: Record<string, unknown> = { user_id: change.userId, updated_at: change.updatedAt };
      for (const column of switches) row[column] = PRIVACY_COLUMNS[column].value(change.privacy);
      return upsert.apply(manager, row as Record<'user_id' | Column | 'updated_at', unknown>);
    },
  };
}
