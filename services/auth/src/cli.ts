import 'reflect-metadata';
import { CommandRefused, runServiceCommands } from '@boonies/platform';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { AccountImportService } from './admin/account-import.service';
import { ACCOUNT_ROLES, AccountRolesService, isAccountRole } from './admin/account-roles.service';
import { AppModule } from './app.module';
import { loadAuthConfig } from './config/auth.config';

const ROLES = Object.keys(ACCOUNT_ROLES).join('|');

/** The auth service's operator commands: `node services/auth/dist/cli.js <command> …` (docs/operations.md). */
void runServiceCommands({
  service: 'auth',
  loadConfig: loadAuthConfig,
  appModule: (config) => AppModule.forRoot(config),
  commands: {
    'grant-role': {
      usage: `<${ROLES}> <email>…`,
      description: 'Grants each account the role, with its profile revision and its audit event.',
      async run(app, [role, ...emails]) {
        if (!role || !isAccountRole(role) || emails.length === 0) {
          throw new CommandRefused(`Usage: grant-role <${ROLES}> <email>…`);
        }
        const roles = app.get(AccountRolesService);
        const lines: string[] = [];
        // In order: an unknown email stops the command, and the grants before it stand.
        for (const email of emails) {
          const outcome = await roles.grant(email, role, randomUUID());
          lines.push(outcome === 'granted' ? `${email} is now ${role}.` : `${email} is already ${role}.`);
        }
        return lines.join('\n');
      },
    },
    'import-users': {
      usage: '<file.jsonl | ->',
      description:
        'Creates one account per JSON line (email, username, and optionally id, displayName, location, ' +
        'proStatus, amateurStatus, flowStatus, isBrand, isVerified, createdAt), with no password anyone knows.',
      async run(app, [file]) {
        if (!file) throw new CommandRefused('Usage: import-users <file.jsonl | ->');
        const input = file === '-' ? process.stdin : createReadStream(file);
        const lines = createInterface({ input, crlfDelay: Infinity });
        const created = await app.get(AccountImportService).import(lines, randomUUID());
        return `${created} accounts imported.`;
      },
    },
  },
});
