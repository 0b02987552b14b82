import { RPC, type TrendingTrickDto } from '@boonies/contracts';
import { RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { TrendingService } from './trending.service';

@Controller()
export class TrendingHandler {
  constructor(private readonly trending: TrendingService) {}

  @RpcHandler(RPC.tricks.trending)
  top(): Promise<TrendingTrickDto[]> {
    return this.trending.top();
  }
}
