import { RPC, SessionReferenceDto, type ResolvedSession } from '@boonies/contracts';
import { CorrelationId } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SessionsService } from './sessions.service';

@Controller()
export class SessionsHandlers {
  constructor(private readonly sessions: SessionsService) {}

  @MessagePattern(RPC.auth.resolveSession)
  resolveSession(@Payload() { sessionId }: SessionReferenceDto): Promise<ResolvedSession | null> {
    return this.sessions.resolve(sessionId);
  }

  @MessagePattern(RPC.auth.signOut)
  async signOut(
    @Payload() { sessionId }: SessionReferenceDto,
    @CorrelationId() correlationId: string,
  ): Promise<{ signedOut: true }> {
    await this.sessions.revoke(sessionId, correlationId);
    return { signedOut: true };
  }
}
