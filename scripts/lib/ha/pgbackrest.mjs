// pgBackRest: full and incremental backups of the Patroni cluster into a local repository, the WAL archived
// continuously by every instance's archive_command, and restores to a point in time into a fresh folder.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { asPostgres } from './daemons.mjs';

const PGBACKREST = process.env.PGBACKREST_BIN ?? '/usr/bin/pgbackrest';
export const STANZA = 'boonies';

/** @typedef {{ dataDir: string, port: number, socketDir: string }} BackedUpInstance */

/**
 * The repository's configuration: every instance is listed, and pgBackRest backs up whichever is the
 * primary when it runs. Two full backups are kept, with the WAL and incrementals they need.
 * @param {string} directory the repository, logs and locks live under it
 * @param {BackedUpInstance[]} instances
 */
export function pgbackrestConfigOf(directory, instances) {
  return [
    '[global]',
    `repo1-path=${path.join(directory, 'repository')}`,
    'repo1-retention-full=2',
    `log-path=${path.join(directory, 'log')}`,
    `lock-path=${path.join(directory, 'lock')}`,
    `spool-path=${path.join(directory, 'spool')}`,
    'log-level-console=warn',
    'log-level-file=info',
    // Archived segments leave the instance at once; a backup starts from an immediate checkpoint.
    'archive-async=n',
    'start-fast=y',
    'compress-type=lz4',
    `[${STANZA}]`,
    ...instances.flatMap((instance, index) => [
      `pg${index + 1}-path=${instance.dataDir}`,
      `pg${index + 1}-port=${instance.port}`,
      `pg${index + 1}-socket-path=${instance.socketDir}`,
    ]),
    '',
  ].join('\n');
}

/**
 * @param {string} directory
 * @param {BackedUpInstance[]} instances
 */
export function pgbackrestOf(directory, instances) {
  const config = path.join(directory, 'pgbackrest.conf');
  writeFileSync(config, pgbackrestConfigOf(directory, instances));
  const run = async (/** @type {string[]} */ args) => {
    const { stdout } = await promisify(execFile)(
      PGBACKREST,
      [`--config=${config}`, `--stanza=${STANZA}`, ...args],
      { maxBuffer: 16 * 1024 * 1024, ...asPostgres() },
    );
    return stdout;
  };
  return {
    config,
    /**
     * What an instance archives each finished WAL segment with: its own folder names the cluster, so an
     * instance archives even while another one's folder is being wiped.
     * @param {string} dataDir
     */
    archiveCommand: (dataDir) =>
      `${PGBACKREST} --config=${config} --stanza=${STANZA} --pg1-path=${dataDir} archive-push %p`,
    /** Creates the stanza on the primary and checks that a WAL segment reaches the repository. */
    async create() {
      await run(['stanza-create']);
      await run(['check']);
    },
    /** @param {'full' | 'incr'} type */
    backup: (type) => run([`--type=${type}`, 'backup']),
    /** Forces the current WAL segment into the archive and waits until it is there. */
    check: () => run(['check']),
    /** @returns {Promise<{ backup: { type: string, timestamp: { start: number, stop: number } }[] }[]>} */
    info: async () => JSON.parse(await run(['--output=json', 'info'])),
    /**
     * Restores into the empty folder `dataDir` as of `target` (recovery stops there and promotes).
     * @param {string} dataDir
     * @param {Date} target
     */
    restore: (dataDir, target) =>
      run([
        `--pg1-path=${dataDir}`,
        '--type=time',
        `--target=${target.toISOString().replace('T', ' ').replace('Z', '+00')}`,
        '--target-action=promote',
        '--target-timeline=latest',
        'restore',
      ]),
  };
}
