import type { CallerIdentity } from '@boonies/contracts/common';
import { type TrickDto, TRICKS_RPC, UserIdParam } from '@boonies/contracts/tricks';
import { Caller, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SuggestionsService } from './suggestions.service';

@Controller()
export class SuggestionsHandler {
  constructor(private readonly suggestions: SuggestionsService) {}

  @RpcHandler(TRICKS_RPC.suggestions)
  suggestionsFor(@Payload() { userId }: UserIdParam, @Caller() _caller: CallerIdentity): Promise<TrickDto[]> {
    return this.suggestions.suggestionsFor(userId);
  }
}
