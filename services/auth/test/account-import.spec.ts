import { AUTH_EVENTS, USERS_IMPORTED_MAX, type UsersImportedV1 } from '@boonies/contracts/auth';
import { errorOf } from '@boonies/testing';
import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { AccountImportService } from '../src/admin/account-import.service';
import { AuthTestService } from './support/auth-test-service';

jest.setTimeout(60_000);

async function* linesOf(...lines: string[]): AsyncIterable<string> {
  yield* lines;
}

/** A name no other test uses. */
const fresh = (label: string) => `${label}_${randomBytes(4).toString('hex')}`;

/** Accounts an operator imports from the command line (`cli.js import-users`), against the real auth service. */
describe('account import', () => {
  let auth: AuthTestService;
  let importer: AccountImportService;

  beforeAll(async () => {
    auth = await AuthTestService.start('account-import');
    importer = auth.app.get(AccountImportService);
  });

  afterAll(() => auth?.stop());

  const importedEvents = async (correlationId: string) =>
    (await auth.outboxRows<UsersImportedV1>(AUTH_EVENTS.usersImported)).filter(
      ({ envelope }) => envelope.correlationId === correlationId,
    );

  it('imports an account under a reserved name: the operator chose it, not a skater', async () => {
    const line = JSON.stringify({
      email: `${fresh('helpdesk')}@example.com`,
      username: 'helpdesk',
      displayName: 'Boonies Help',
    });

    expect(await importer.import(linesOf(line), randomUUID())).toBe(1);
    const [row] = await auth.query('SELECT display_name FROM auth.users WHERE username = $1', ['helpdesk']);
    expect(row).toEqual({ display_name: 'Boonies Help' });
  });

  it('creates the accounts with what the lines say, and one users-imported event per batch', async () => {
    const id = randomUUID();
    const kept = fresh('kept');
    const lines = [
      JSON.stringify({
        id,
        email: `${kept.toUpperCase()}@Example.com`,
        username: kept,
        displayName: 'Kept Id',
        location: 'The Boonies',
        proStatus: true,
        isVerified: true,
        createdAt: '2020-05-01T10:00:00.000Z',
      }),
      '',
      ...Array.from({ length: USERS_IMPORTED_MAX }, (_, n) => {
        const username = fresh(`member${n}`);
        return JSON.stringify({ email: `${username}@example.com`, username });
      }),
    ];
    const correlationId = randomUUID();
    expect(await importer.import(linesOf(...lines), correlationId)).toBe(USERS_IMPORTED_MAX + 1);

    const [row] = await auth.query(
      'SELECT email, username, display_name, location, pro_status, is_verified, created_at FROM auth.users WHERE id = $1',
      [id],
    );
    expect(row).toEqual({
      email: `${kept}@example.com`,
      username: kept,
      display_name: 'Kept Id',
      location: 'The Boonies',
      pro_status: true,
      is_verified: true,
      created_at: new Date('2020-05-01T10:00:00.000Z'),
    });
    const events = await importedEvents(correlationId);
    expect(events.map(({ envelope }) => envelope.data.users.length)).toEqual([USERS_IMPORTED_MAX, 1]);
    const profiles = events.flatMap(({ envelope }) => envelope.data.users);
    expect(profiles.find(({ userId }) => userId === id)).toMatchObject({
      username: kept,
      displayName: 'Kept Id',
      proStatus: true,
      isActive: true,
    });
    expect(events.every(({ envelope }) => envelope.actorId === undefined)).toBe(true);
  });

  it('reads a file line by line, as the command does', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'import-'));
    try {
      const names = [fresh('file1'), fresh('file2')];
      const file = path.join(folder, 'users.jsonl');
      writeFileSync(
        file,
        names.map((username) => JSON.stringify({ email: `${username}@example.com`, username })).join('\n'),
      );
      const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
      expect(await importer.import(lines, randomUUID())).toBe(2);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('nobody can sign in with a password to an imported account', async () => {
    const username = fresh('nopass');
    await importer.import(
      linesOf(JSON.stringify({ email: `${username}@example.com`, username })),
      randomUUID(),
    );
    const [{ password_hash: hash }] = await auth.query<{ password_hash: string }>(
      'SELECT password_hash FROM auth.users WHERE username = $1',
      [username],
    );
    expect(hash).toMatch(/^\$argon2id\$/);
  });

  it('stops at a line that is not a valid account, naming it, before its batch is written', async () => {
    const good = fresh('good');
    const correlationId = randomUUID();
    const failure = await errorOf(
      importer.import(
        linesOf(
          JSON.stringify({ email: `${good}@example.com`, username: good }),
          JSON.stringify({ email: 'not-an-email', username: fresh('bad') }),
        ),
        correlationId,
      ),
    );
    expect(failure).toMatchObject({ code: 'VALIDATION_FAILED', error: expect.stringMatching(/^Line 2: /) });
    expect(await auth.query('SELECT 1 FROM auth.users WHERE username = $1', [good])).toEqual([]);

    for (const line of [
      '{not json',
      JSON.stringify({ email: 'x@example.com', username: 'x', isAdmin: true }),
    ]) {
      expect(await errorOf(importer.import(linesOf(line), randomUUID()))).toMatchObject({
        code: 'VALIDATION_FAILED',
        error: expect.stringMatching(/^Line 1: /),
      });
    }
  });

  it('refuses a username that is taken, creating nothing of that batch', async () => {
    const taken = (await auth.register()).user.username;
    const other = fresh('other');
    const failure = await errorOf(
      importer.import(
        linesOf(
          JSON.stringify({ email: `${other}@example.com`, username: other }),
          JSON.stringify({ email: `${fresh('dup')}@example.com`, username: taken }),
        ),
        randomUUID(),
      ),
    );
    expect(failure).toMatchObject({ code: 'USERNAME_TAKEN', field: 'username' });
    expect(await auth.query('SELECT 1 FROM auth.users WHERE username = $1', [other])).toEqual([]);
  });
});
