import { RawJson } from '@boonies/messaging';
import type { CallerIdentity } from '@boonies/contracts/common';
import { type InboxSummaryDto, MESSAGING_RPC } from '@boonies/contracts/messaging';
import { Caller, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { SummaryService } from './summary.service';

/** `GET /api/users/summary`: the signed-in user's unread messages and notifications, pending requests. */
@Controller()
export class SummaryHandler {
  constructor(private readonly summary: SummaryService) {}

  @RpcHandler(MESSAGING_RPC.summary)
  async get(@Caller() caller: CallerIdentity): Promise<RawJson<InboxSummaryDto>> {
    return RawJson.of(await this.summary.summary(caller));
  }
}
