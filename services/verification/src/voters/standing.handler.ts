import type { CallerIdentity } from '@boonies/contracts/common';
import { type StandingDto, VERIFICATION_RPC } from '@boonies/contracts/verification';
import { Caller, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { StandingService } from './standing.service';

/** `rpc.verification.standing`: what the caller's vote weighs now, and why. */
@Controller()
export class StandingHandler {
  constructor(
    private readonly dataSource: DataSource,
    private readonly standing: StandingService,
  ) {}

  @RpcHandler(VERIFICATION_RPC.standing)
  async standingOf(@Caller() caller: CallerIdentity): Promise<StandingDto> {
    return this.standing.toDto(await this.standing.ofCaller(this.dataSource.manager, caller));
  }
}
