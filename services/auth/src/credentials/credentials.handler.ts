import { RPC, SignInDto, SignUpDto, type SessionGrant } from '@boonies/contracts';
import { Client, type ClientMeta, CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CredentialsService } from './credentials.service';

@Controller()
export class CredentialsHandler {
  constructor(private readonly credentials: CredentialsService) {}

  @RpcHandler(RPC.auth.signUp)
  signUp(
    @Payload() request: SignUpDto,
    @Client() client: ClientMeta,
    @CorrelationId() correlationId: string,
  ): Promise<SessionGrant> {
    return this.credentials.signUp(request, client, correlationId);
  }

  @RpcHandler(RPC.auth.signIn)
  signIn(@Payload() request: SignInDto, @Client() client: ClientMeta): Promise<SessionGrant> {
    return this.credentials.signIn(request, client);
  }
}
