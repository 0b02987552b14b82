import { MEDIA_EVENTS } from '@boonies/contracts/media';
import type { EventRouting } from '@boonies/messaging';
import { ServiceAppModule } from '@boonies/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { MediaConfig } from './config/media.config';
import { Media } from './media/entities/media.entity';
import { MediaModule } from './media/media.module';
import { MEDIA_MIGRATIONS } from './migrations/media-migrations';

export interface AppModuleOptions {
  /** Streams and subjects of the service's events; tests pass a namespaced routing to stay off the real ones. */
  routing?: EventRouting;
}

/** Photos and clips: uploads, their processing queue and their files, behind `rpc.media.*`. */
@Module({})
export class AppModule {
  static forRoot(config: MediaConfig, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      // The validated configuration, injectable as `MediaConfig`.
      providers: [{ provide: MediaConfig, useValue: config }],
      exports: [MediaConfig],
      global: true,
      imports: [
        ServiceAppModule.forRoot({
          service: 'media',
          publishes: MEDIA_EVENTS,
          config,
          entities: [Media],
          migrations: MEDIA_MIGRATIONS,
          routing: options.routing,
          imports: [MediaModule],
        }),
      ],
    };
  }
}
