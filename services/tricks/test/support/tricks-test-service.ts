import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import type { EventRouting } from '@boonies/messaging';
import { newProfile, ServiceUnderTest, type LaunchedService } from '@boonies/service-testing';
import type { TestDatabase } from '@boonies/testing';
import { rmSync } from 'node:fs';
import { AppModule } from '../../src/app.module';
import type { CatalogueEntry } from '../../src/catalogue/catalogue-entry';
import { TricksConfig } from '../../src/config/tricks.config';
import { FIXTURE_CATALOGUE, writeCatalogue } from './catalogue-fixture';

export { callerFor, newProfile } from '@boonies/service-testing';

export interface TricksTestOptions {
  /** The catalogue the service seeds at start; the small fixture one by default. */
  catalogue?: readonly CatalogueEntry[];
  /** The database of a service started before, to start it again on the same data. */
  database?: TestDatabase;
  /** The routing of a service started before: its streams and durable consumers. */
  routing?: EventRouting;
}

/** The real tricks service, seeding a catalogue written to a directory of its own. */
export class TricksTestService extends ServiceUnderTest<TricksConfig> {
  private constructor(
    launched: LaunchedService<TricksConfig>,
    private readonly catalogueDirectory: string,
  ) {
    super(launched);
  }

  static async start(label: string, options: TricksTestOptions = {}): Promise<TricksTestService> {
    const catalogueDirectory = writeCatalogue(options.catalogue ?? FIXTURE_CATALOGUE);
    const launched = await ServiceUnderTest.launch({
      service: 'tricks',
      label,
      configClass: TricksConfig,
      appModule: (config, routing) => AppModule.forRoot(config, { routing }),
      producers: ['auth', 'social', 'verification', 'posts'],
      env: { TRICKS_CATALOGUE_DIR: catalogueDirectory },
      database: options.database,
      routing: options.routing,
    }).catch((error: unknown) => {
      rmSync(catalogueDirectory, { recursive: true, force: true });
      throw error;
    });
    return new TricksTestService(launched, catalogueDirectory);
  }

  /** Registers a user with the leaderboard projection, as the auth service's sign-up would. */
  async registerUser(overrides: Partial<UserProfileChangedV1> = {}): Promise<UserProfileChangedV1> {
    return (await this.deliver(AUTH_EVENTS.userRegistered, newProfile(overrides))).data;
  }

  /** Stops the service but keeps its database and streams, to start it again. */
  override async close(): Promise<void> {
    await super.close();
    rmSync(this.catalogueDirectory, { recursive: true, force: true });
  }
}
