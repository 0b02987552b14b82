import { type TrendingTrickDto, TRICKS_RPC } from '@boonies/contracts/tricks';
import { RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { TrendingService } from './trending.service';

@Controller()
export class TrendingHandler {
  constructor(private readonly trending: TrendingService) {}

  @RpcHandler(TRICKS_RPC.trending)
  top(): Promise<TrendingTrickDto[]> {
    return this.trending.top();
  }
}
