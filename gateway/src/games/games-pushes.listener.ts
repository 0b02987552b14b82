import { GAMES_EVENTS } from '@boonies/contracts/games';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventListener } from '../nats/event-listener';
import { RealtimePublisher } from '../realtime/realtime.publisher';
import { pushesForGameChanged } from './games-pushes';

/**
 * Every replica hears game changes and pushes `games:updated` to the players' sockets it holds. A push
 * missed while offline is caught up by the web app refetching the game when its socket reconnects.
 */
@Injectable()
export class GamesPushesListener implements OnModuleInit {
  constructor(
    private readonly events: EventListener,
    private readonly publisher: RealtimePublisher,
  ) {}

  onModuleInit(): void {
    this.events.on(GAMES_EVENTS.gameChanged, (change) =>
      this.publisher.publish(pushesForGameChanged(change)),
    );
  }
}
