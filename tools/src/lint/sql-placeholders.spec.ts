import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import plugin from './sql-placeholders.js';

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const rule = plugin.rules['sql-placeholders'];

describe('boonies/sql-placeholders', () => {
  tester.run('sql-placeholders', rule, {
    valid: [
      { code: 'const sql = `SELECT * FROM ${table} WHERE id = $1 AND owner_id = $2`;' },
      { code: 'const sql = `SELECT * FROM posts WHERE user_id = ${params.add(userId, "uuid")}`;' },
      { code: 'const price = `costs $`;' },
    ],
    invalid: [
      {
        code: 'const value = (column) => `$${order.indexOf(column) + 1}`;',
        errors: [{ messageId: 'handCounted' }],
      },
      {
        code: 'const after = `AND (created_at, id) < ($${n}, $${n + 1})`;',
        errors: [{ messageId: 'handCounted' }, { messageId: 'handCounted' }],
      },
    ],
  });
});
