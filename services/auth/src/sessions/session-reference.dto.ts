import type { ResolveSessionRequest, SignOutRequest } from '@boonies/contracts';
import { IsUUID } from 'class-validator';

/** The payload of session lookups and sign-out: an id the gateway read from its signed cookie. */
export class SessionReferenceDto implements ResolveSessionRequest, SignOutRequest {
  @IsUUID()
  sessionId!: string;
}
