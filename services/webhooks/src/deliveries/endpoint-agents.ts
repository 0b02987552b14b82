import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedTarget } from './target-guard';

/** How long an idle kept-alive connection to an endpoint stays open. */
const IDLE_SOCKET_MS = 30_000;

interface PinnedAgent {
  /** The protocol and checked address the agent's connections go to. */
  key: string;
  agent: http.Agent;
}

/**
 * One keep-alive agent per endpoint, so its deliveries reuse connections instead of opening one per POST.
 * Each agent's `lookup` answers the address checked for it whatever the name would resolve to now: a pooled
 * connection is one to a checked address. When an attempt's check answers another address (the name moved),
 * the endpoint's agent and its connections are dropped and a new one pinned to the new address.
 */
export class EndpointAgents {
  private readonly agents = new Map<string, PinnedAgent>();

  constructor(private readonly maxSocketsPerEndpoint: number) {}

  agentFor(endpointId: string, target: CheckedTarget): http.Agent {
    const key = `${target.url.protocol}//${target.family === 6 ? `[${target.address}]` : target.address}`;
    const current = this.agents.get(endpointId);
    if (current?.key === key) return current.agent;
    current?.agent.destroy();
    const pinned: LookupFunction = (_host, options, callback) => {
      if (options.all) callback(null, [{ address: target.address, family: target.family }]);
      else callback(null, target.address, target.family);
    };
    const options = {
      keepAlive: true,
      maxSockets: this.maxSocketsPerEndpoint,
      timeout: IDLE_SOCKET_MS,
      lookup: pinned,
    };
    const agent = target.url.protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
    this.agents.set(endpointId, { key, agent });
    return agent;
  }

  /** Closes every connection, idle or not. */
  destroy(): void {
    for (const { agent } of this.agents.values()) agent.destroy();
    this.agents.clear();
  }
}
