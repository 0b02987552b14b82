import { AUTH_RPC, type SessionGrant, SignInDto, SignUpDto } from '@boonies/contracts/auth';
import { Client, type ClientMeta, CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CredentialsService } from './credentials.service';

@Controller()
export class CredentialsHandler {
  constructor(private readonly credentials: CredentialsService) {}

  @RpcHandler(AUTH_RPC.signUp)
  signUp(
    @Payload() request: SignUpDto,
    @Client() client: ClientMeta,
    @CorrelationId() correlationId: string,
  ): Promise<SessionGrant> {
    return this.credentials.signUp(request, client, correlationId);
  }

  @RpcHandler(AUTH_RPC.signIn)
  signIn(@Payload() request: SignInDto, @Client() client: ClientMeta): Promise<SessionGrant> {
    return this.credentials.signIn(request, client);
  }
}
