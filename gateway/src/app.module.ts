import { createValidationPipe } from '@boonies/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import type { Logger } from 'pino';
import { AccountModule } from './account/account.module';
import { AdminModule } from './admin/admin.module';
import { AuthModule } from './auth/auth.module';
import { GatewayConfig } from './config/gateway.config';
import { ApiExceptionFilter } from './errors/api-exception.filter';
import { HealthModule } from './health/health.module';
import { LOGGER } from './logging/logger.token';
import { MediaModule } from './media/media.module';
import { MessagesModule } from './messages/messages.module';
import { ModerationModule } from './moderation/moderation.module';
import { NotificationsModule } from './notifications/notifications.module';
import { PostsModule } from './posts/posts.module';
import { RealtimeModule } from './realtime/realtime.module';
import { SocialModule } from './social/social.module';
import { SponsorshipsModule } from './sponsorships/sponsorships.module';
import { GamesModule } from './games/games.module';
import { TelemetryModule } from './telemetry/telemetry.module';
import { PublicConfigModule } from './public-config/public-config.module';
import { PushModule } from './push/push.module';
import { TricksModule } from './tricks/tricks.module';
import { VerificationModule } from './verification/verification.module';

/** The process-wide configuration and logger every feature may inject. */
@Module({})
class CoreModule {
  static forRoot(config: GatewayConfig, logger: Logger): DynamicModule {
    return {
      module: CoreModule,
      global: true,
      providers: [
        { provide: GatewayConfig, useValue: config },
        { provide: LOGGER, useValue: logger },
      ],
      exports: [GatewayConfig, LOGGER],
    };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config, logger),
        AuthModule,
        AccountModule,
        TricksModule,
        PostsModule,
        VerificationModule,
        SocialModule,
        MessagesModule,
        NotificationsModule,
        PushModule,
        SponsorshipsModule,
        GamesModule,
        MediaModule,
        AdminModule,
        ModerationModule,
        HealthModule,
        TelemetryModule,
        PublicConfigModule,
        RealtimeModule,
      ],
      providers: [
        // The services' own pipe: bodies are checked against the contract classes before any call, unknown
        // fields refused, and the first problem named with its field.
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
    };
  }
}
