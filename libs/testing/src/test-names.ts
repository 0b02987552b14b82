import { randomBytes } from 'node:crypto';

/**
 * A name no other test run uses, safe as a PostgreSQL identifier, a JetStream stream name and a subject
 * token: lower-case letters, digits and underscores, at most 48 characters.
 */
export function uniqueTestName(label: string): string {
  const readable = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 36);
  return `${readable || 'test'}_${randomBytes(5).toString('hex')}`;
}
