import { AUTH_RPC } from '@boonies/contracts/auth';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { createSecretKey } from 'node:crypto';
import { GatewayConfig } from '../config/gateway.config';
import { NatsModule } from '../nats/nats.module';
import { ServiceRpc } from '../nats/service-rpc';
import { SessionCache } from './session-cache';
import { SessionCookies } from './session-cookies.service';
import { SessionResolver } from './session-resolver.service';
import { SessionRevocationListener } from './session-revocation.listener';
import { SessionRevocations } from './session-revocations';
import { SessionTokens } from './session-tokens.service';
import { SessionGuard } from './session.guard';

/** Sessions held per replica; past this many the least recently used are looked up again. */
const MAX_CACHED_SESSIONS = 50_000;

@Module({
  imports: [
    NatsModule,
    JwtModule.registerAsync({
      inject: [GatewayConfig],
      useFactory: (config: GatewayConfig) => ({
        // A key object, not the string: given a string, jsonwebtoken first tries to parse it as a PEM public
        // key on every verify, and that failed parse cost more than the rest of a request.
        secret: createSecretKey(Buffer.from(config.jwtSecret)),
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  providers: [
    SessionTokens,
    SessionCookies,
    SessionResolver,
    SessionRevocations,
    SessionRevocationListener,
    {
      provide: SessionCache,
      inject: [GatewayConfig, ServiceRpc, SessionRevocations],
      useFactory: (config: GatewayConfig, rpc: ServiceRpc, revocations: SessionRevocations) => {
        const cache = new SessionCache(
          { ttlMs: config.SESSION_CACHE_TTL_MS, maxEntries: MAX_CACHED_SESSIONS },
          (sessionId, context) => rpc.call(AUTH_RPC.resolveSession, { sessionId }, context),
        );
        revocations.onRevoked((sessionId) => cache.evict(sessionId));
        return cache;
      },
    },
    { provide: APP_GUARD, useClass: SessionGuard },
  ],
  exports: [SessionCookies, SessionResolver, SessionRevocations],
})
export class SessionsModule {}
