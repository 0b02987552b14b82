import { type CallerIdentity, RPC, type StandingDto } from '@boonies/contracts';
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

  @RpcHandler(RPC.verification.standing)
  async standingOf(@Caller() caller: CallerIdentity): Promise<StandingDto> {
    return this.standing.toDto(await this.standing.ofCaller(this.dataSource.manager, caller));
  }
}
