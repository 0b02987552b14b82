import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * docs/architecture.md, "Reading and reviewing the SQL": every repository's statements are committed as
 * `services/<service>/sql/<repository>.sql`, written and compared by the service's
 * `test/sql-snapshots.spec.ts`. That suite checks the files against its catalogue; this checks that the
 * catalogue leaves no repository out, so a new repository cannot ship without its snapshot.
 */
const root = path.resolve(__dirname, '../../..');
const services = path.join(root, 'services');

/** The repository files under a folder, by their path relative to it. */
function repositoriesIn(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.repository.ts'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

const withRepositories = readdirSync(services)
  .filter((service) => existsSync(path.join(services, service, 'src')))
  .filter((service) => repositoriesIn(path.join(services, service, 'src')).length > 0)
  .sort();

describe('SQL snapshots cover every repository', () => {
  it('finds the services with repositories', () => {
    expect(withRepositories).toEqual(expect.arrayContaining(['posts', 'tricks']));
  });

  describe.each(withRepositories)('%s', (service) => {
    const folder = path.join(services, service);

    it('has a snapshot suite', () => {
      expect(existsSync(path.join(folder, 'test/sql-snapshots.spec.ts'))).toBe(true);
    });

    it('has a snapshot of each repository', () => {
      const repositories = repositoriesIn(path.join(folder, 'src'));
      const missing = repositories.filter(
        (file) => !existsSync(path.join(folder, 'sql', `${path.basename(file, '.ts')}.sql`)),
      );
      expect({ missing }).toEqual({ missing: [] });
      const names = repositories.map((file) => path.basename(file));
      expect({ sharedNames: names.filter((name, index) => names.indexOf(name) !== index) }).toEqual({
        sharedNames: [],
      });
    });
  });
});
