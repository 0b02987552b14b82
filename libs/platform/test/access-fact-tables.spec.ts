import { DEFAULT_PREFERENCES, type PreferencesChangedV1 } from '@boonies/contracts/social';
import { randomUUID } from 'node:crypto';
import { type DataSource } from 'typeorm';
import { blocksTable, followsTable } from '../src/database/access-facts/pair-fact-tables';
import { privacyProjection, privacySettingsTable } from '../src/database/access-facts/privacy-settings';
import { type TablesInSchema, tablesInSchema } from './support/tables-in-schema';

const SCHEMA = 'facts';

/** A preferences event at `updatedAt`, every privacy switch set to `on` unless `privacy` says otherwise. */
function preferences(
  userId: string,
  updatedAt: string,
  on: boolean,
  privacy: Partial<PreferencesChangedV1['privacy']> = {},
): PreferencesChangedV1 {
  const switches = { publicProfile: on, showProgress: on, showFollowers: on, allowMessages: on };
  return {
    userId,
    updatedAt,
    notifications: DEFAULT_PREFERENCES.notifications,
    privacy: { ...switches, appearOnLeaderboard: on, ...privacy },
  };
}

describe('shared access-fact tables', () => {
  let tables: TablesInSchema;
  let dataSource: DataSource;
  const settings = privacySettingsTable({
    tableName: 'privacy_settings',
    switches: ['public_profile', 'allow_messages', 'appear_on_leaderboard'],
    defaultOn: ['appear_on_leaderboard'],
    indexPrivate: true,
  });

  beforeAll(async () => {
    // The tables as the declarations describe them, in a service's own schema.
    tables = await tablesInSchema('platform_access_fact_tables', SCHEMA, [
      blocksTable({ switchColumn: 'active', indexByBlocked: true }),
      followsTable(),
      settings,
    ]);
    dataSource = tables.dataSource;
  });

  afterAll(() => tables?.drop());

  async function columnsOf(table: string) {
    return dataSource.query<{ column_name: string; data_type: string; column_default: string | null }[]>(
      `SELECT column_name, data_type, column_default FROM information_schema.columns
       WHERE table_schema = $1 AND table_name = $2 ORDER BY column_name`,
      [SCHEMA, table],
    );
  }

  async function indexesOf(table: string) {
    const rows = await dataSource.query<{ indexname: string }[]>(
      `SELECT indexname FROM pg_indexes WHERE schemaname = $1 AND tablename = $2 ORDER BY indexname`,
      [SCHEMA, table],
    );
    return rows.map((row) => row.indexname);
  }

  it('declares the blocks and follows tables, under the switch column and with the index a service asks for', async () => {
    expect(await columnsOf('blocks')).toEqual([
      { column_name: 'active', data_type: 'boolean', column_default: null },
      { column_name: 'blocked_id', data_type: 'uuid', column_default: null },
      { column_name: 'blocker_id', data_type: 'uuid', column_default: null },
      { column_name: 'changed_at', data_type: 'timestamp with time zone', column_default: null },
    ]);
    expect(await indexesOf('blocks')).toEqual(['blocks_blocked_idx', 'blocks_pkey']);
    expect((await columnsOf('follows')).map((column) => column.column_name)).toEqual([
      'changed_at',
      'follower_id',
      'following_id',
      'is_following',
    ]);
    expect(await indexesOf('follows')).toEqual(['follows_pkey']);
  });

  it('declares only the privacy switches a service keeps, defaulting on where asked', async () => {
    expect(await columnsOf('privacy_settings')).toEqual([
      { column_name: 'allow_messages', data_type: 'boolean', column_default: null },
      { column_name: 'appear_on_leaderboard', data_type: 'boolean', column_default: 'true' },
      { column_name: 'public_profile', data_type: 'boolean', column_default: null },
      { column_name: 'updated_at', data_type: 'timestamp with time zone', column_default: null },
      { column_name: 'user_id', data_type: 'uuid', column_default: null },
    ]);
    expect(await indexesOf('privacy_settings')).toEqual([
      'privacy_settings_pkey',
      'privacy_settings_private_idx',
    ]);
  });

  it('writes the kept switches from the preferences event, newest revision winning', async () => {
    const { manager } = dataSource;
    const table = dataSource.getMetadata(settings).tablePath;
    const projection = privacyProjection(table, settings);
    const userId = randomUUID();
    const read = async () =>
      (await manager.query(`SELECT * FROM ${table} WHERE user_id = $1`, [userId]))[0] as Record<
        string,
        unknown
      >;

    expect(await projection.apply(manager, preferences(userId, '2026-01-01T10:00:01.000Z', false))).toBe(
      true,
    );
    expect(await projection.apply(manager, preferences(userId, '2026-01-01T10:00:00.000Z', true))).toBe(
      false,
    );
    expect(await read()).toMatchObject({
      public_profile: false,
      allow_messages: false,
      appear_on_leaderboard: false,
    });

    // Events from before the leaderboard choice existed lack it: it was on for everyone then.
    const withoutChoice = preferences(userId, '2026-01-01T10:00:02.000Z', false, {
      appearOnLeaderboard: undefined,
    });
    expect(await projection.apply(manager, withoutChoice)).toBe(true);
    expect(await read()).toMatchObject({ public_profile: false, appear_on_leaderboard: true });
  });
});
