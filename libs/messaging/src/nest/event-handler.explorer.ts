import { Inject, Injectable } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { EventSubscription } from '../consumer/event-subscription';
import { eventHandlerRegistrations } from './event-handler.decorator';

/** Finds the `@EventHandler` methods of the application's providers. */
@Injectable()
export class EventHandlerExplorer {
  constructor(
    @Inject(DiscoveryService) private readonly discovery: DiscoveryService,
    @Inject(MetadataScanner) private readonly scanner: MetadataScanner,
  ) {}

  subscriptions(): EventSubscription[] {
    const seen = new Set<object>();
    return this.discovery.getProviders().flatMap((wrapper) => {
      const { instance, metatype } = wrapper;
      const prototype: unknown = metatype?.prototype;
      if (typeof prototype !== 'object' || prototype === null) return [];
      const methods = this.scanner
        .getAllMethodNames(prototype)
        .filter((method) => eventHandlerRegistrations(Reflect.get(prototype, method)).length > 0);
      if (methods.length === 0) return [];
      if (!wrapper.isDependencyTreeStatic()) {
        throw new Error(`${wrapper.name} declares event handlers, so it must be a singleton provider.`);
      }
      if (typeof instance !== 'object' || instance === null || seen.has(instance)) return [];
      seen.add(instance);
      return methods.flatMap((method) => this.bind(instance, method));
    });
  }

  private bind(instance: object, method: string): EventSubscription[] {
    const handler: unknown = Reflect.get(instance, method);
    if (typeof handler !== 'function') return [];
    return eventHandlerRegistrations(handler).map(({ definition, payloadType }) => ({
      definition,
      payloadType,
      name: `${instance.constructor.name}.${method}`,
      handle: (data, context) => handler.call(instance, data, context),
    }));
  }
}
