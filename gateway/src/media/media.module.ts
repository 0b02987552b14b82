import { createUploadStore, openStorage, storageSettingsOf } from '@boonies/storage';
import { Module } from '@nestjs/common';
import { GatewayConfig } from '../config/gateway.config';
import { NatsModule } from '../nats/nats.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { SessionsModule } from '../sessions/sessions.module';
import { MediaController } from './media.controller';
import { MediaPushesListener } from './media-pushes.listener';
import { MEDIA_STORAGE, UPLOAD_LOCKER, UPLOAD_STORE } from './media-storage';
import { NatsUploadLocker } from './upload-locks';
import { UploadRoutes } from './upload-routes';

/**
 * Uploads from the phone (the tus endpoint, mounted on Fastify by `createGatewayApp` through `UploadRoutes`),
 * the renditions the access policy lets a caller see, and the live word that processing ended.
 */
@Module({
  imports: [NatsModule, RealtimeModule, SessionsModule],
  controllers: [MediaController],
  providers: [
    MediaPushesListener,
    UploadRoutes,
    {
      provide: MEDIA_STORAGE,
      inject: [GatewayConfig],
      useFactory: (config: GatewayConfig) => openStorage(storageSettingsOf(config)),
    },
    {
      provide: UPLOAD_STORE,
      inject: [GatewayConfig],
      useFactory: (config: GatewayConfig) => createUploadStore(storageSettingsOf(config)),
    },
    NatsUploadLocker,
    { provide: UPLOAD_LOCKER, useExisting: NatsUploadLocker },
  ],
  exports: [UploadRoutes],
})
export class MediaModule {}
