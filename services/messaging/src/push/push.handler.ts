import type { CallerIdentity } from '@boonies/contracts/common';
import {
  MESSAGING_RPC,
  type PushSubscriptionChangeDto,
  SubscribePushDto,
  UnsubscribePushDto,
} from '@boonies/contracts/messaging';
import { Caller, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PushService } from './push.service';

/** A signed-in caller subscribes and unsubscribes their own devices only. */
@Controller()
export class PushHandler {
  constructor(private readonly push: PushService) {}

  @RpcHandler(MESSAGING_RPC.subscribePush)
  subscribe(
    @Payload() request: SubscribePushDto,
    @Caller() caller: CallerIdentity,
  ): Promise<PushSubscriptionChangeDto> {
    return this.push.subscribe(caller, request);
  }

  @RpcHandler(MESSAGING_RPC.unsubscribePush)
  unsubscribe(
    @Payload() { endpoint }: UnsubscribePushDto,
    @Caller() caller: CallerIdentity,
  ): Promise<PushSubscriptionChangeDto> {
    return this.push.unsubscribe(caller, endpoint);
  }
}
