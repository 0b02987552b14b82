import { Inject, Injectable } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { InstanceWrapper } from '@nestjs/core/injector/instance-wrapper';
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
    const instances = new Set<object>();
    for (const wrapper of this.discovery.getProviders()) {
      if (!wrapper.isDependencyTreeStatic()) this.refuseHandlers(wrapper);
      else if (typeof wrapper.instance === 'object' && wrapper.instance !== null)
        instances.add(wrapper.instance);
    }
    return [...instances].flatMap((instance) =>
      this.handlerMethods(Object.getPrototypeOf(instance)).flatMap((method) => this.bind(instance, method)),
    );
  }

  /** A request-scoped provider has no instance to hand events to. */
  private refuseHandlers(wrapper: InstanceWrapper): void {
    const prototype: unknown = wrapper.metatype?.prototype;
    if (typeof prototype === 'object' && prototype !== null && this.handlerMethods(prototype).length > 0) {
      throw new Error(`${wrapper.name} declares event handlers, so it must be a singleton provider.`);
    }
  }

  private handlerMethods(prototype: object): string[] {
    return this.scanner
      .getAllMethodNames(prototype)
      .filter((method) => eventHandlerRegistrations(Reflect.get(prototype, method)).length > 0);
  }

  private bind(instance: object, method: string): EventSubscription[] {
    const handler: unknown = Reflect.get(instance, method);
    if (typeof handler !== 'function') return [];
    return eventHandlerRegistrations(handler).map(({ definition, audited, payloadClass }) => ({
      definition,
      ...(payloadClass ? { payloadClass } : {}),
      name: `${instance.constructor.name}.${method}`,
      ...(audited ? { audited } : {}),
      handle: (data, context) => handler.call(instance, data, context),
    }));
  }
}
