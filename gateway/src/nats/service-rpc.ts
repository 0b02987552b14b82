import type { AnyRpcDefinition, RpcRequest, RpcResponse } from '@boonies/contracts/rpc';
import { CallerSigner, RpcClient, RpcError, type CallContext, type RawJson } from '@boonies/messaging';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { natsCredentialsOf } from '@boonies/platform';
import type { Logger } from 'pino';
import { GatewayConfig } from '../config/gateway.config';
import { LOGGER } from '../logging/logger.token';

/**
 * The gateway's calls to services. HTTP starts before NATS is reachable, so the connection is made in the
 * background; until it exists every call fails at once with SERVICE_UNAVAILABLE rather than waiting.
 */
@Injectable()
export class ServiceRpc implements OnApplicationBootstrap, OnApplicationShutdown {
  private client?: RpcClient;
  private stopped = false;

  constructor(
    private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const { NATS_URL, RPC_TIMEOUT_MS } = this.config;
    const callerSigner = new CallerSigner(this.config.callerSigningKey);
    RpcClient.connect({
      servers: NATS_URL,
      name: 'gateway',
      timeoutMs: RPC_TIMEOUT_MS,
      callerSigner,
      credentials: natsCredentialsOf(this.config),
    }).then(
      async (client) => {
        if (this.stopped) return client.close();
        this.client = client;
        this.logger.info({ nats: NATS_URL }, 'Connected to NATS for service calls');
      },
      (error: unknown) => this.logger.error({ err: error }, 'Could not connect to NATS for service calls'),
    );
  }

  async call<D extends AnyRpcDefinition>(
    definition: D,
    payload: RpcRequest<D>,
    context: CallContext,
    options: { timeoutMs?: number } = {},
  ): Promise<RpcResponse<D>> {
    if (!this.client) throw RpcError.serviceUnavailable(definition.subject);
    return this.client.call(definition, payload, context, options);
  }

  /**
   * The service's answer as JSON text, to send on as it is: what a service wrote as raw JSON reaches the
   * browser unparsed (see `answerSerializer`).
   */
  async callRaw<D extends AnyRpcDefinition>(
    definition: D,
    payload: RpcRequest<D>,
    context: CallContext,
    options: { timeoutMs?: number } = {},
  ): Promise<RawJson<RpcResponse<D>>> {
    if (!this.client) throw RpcError.serviceUnavailable(definition.subject);
    return this.client.callRaw(definition, payload, context, options);
  }

  /** Whether NATS answers, for the readiness probe; false until connected. */
  async reachable(): Promise<boolean> {
    return this.client ? this.client.reachable() : false;
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.client?.close();
  }
}
