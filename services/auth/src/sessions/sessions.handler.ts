import { AUTH_RPC, type ResolvedSession, SessionReferenceDto } from '@boonies/contracts/auth';
import { CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SessionsService } from './sessions.service';

@Controller()
export class SessionsHandler {
  constructor(private readonly sessions: SessionsService) {}

  @RpcHandler(AUTH_RPC.resolveSession)
  resolveSession(@Payload() { sessionId }: SessionReferenceDto): Promise<ResolvedSession | null> {
    return this.sessions.resolve(sessionId);
  }

  @RpcHandler(AUTH_RPC.signOut)
  async signOut(
    @Payload() { sessionId }: SessionReferenceDto,
    @CorrelationId() correlationId: string,
  ): Promise<{ signedOut: true }> {
    await this.sessions.revoke(sessionId, correlationId);
    return { signedOut: true };
  }
}
