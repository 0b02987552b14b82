import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request the receiver took, as a real integration would see it. */
export interface ReceivedWebhook {
  id: string;
  timestamp: string;
  signatures: string[];
  body: string;
  headers: http.IncomingHttpHeaders;
  /** When the request's body had come in (`Date.now()`). */
  receivedAt: number;
}

/** What the receiver answers one request: a status, after a delay, or never (the request hangs). */
export type Answer = { status: number; delayMs?: number; headers?: Record<string, string> } | 'hang';

/**
 * A real HTTP receiver on 127.0.0.1 (which the tests allow-list): it records every request and answers as
 * told, request by request, then 200 once the script runs out.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  private script: Answer[] = [];
  private readonly hanging = new Set<http.ServerResponse>();

  private constructor(private readonly server: http.Server) {}

  static async start(): Promise<WebhookReceiver> {
    const server = http.createServer();
    const receiver = new WebhookReceiver(server);
    server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) =>
      receiver.take(request, response),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  url(path = '/hooks'): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  /** The answers to the next requests, in order. */
  answer(...answers: Answer[]): void {
    this.script.push(...answers);
  }

  /** Verifies a request with the Standard Webhooks library as an integrator would; throws when it fails. */
  static verify(secret: string, request: ReceivedWebhook): unknown {
    return new Webhook(secret).verify(request.body, {
      'webhook-id': request.id,
      'webhook-timestamp': request.timestamp,
      'webhook-signature': request.signatures.join(' '),
    });
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private take(request: http.IncomingMessage, response: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      this.received.push({
        id: String(request.headers['webhook-id']),
        timestamp: String(request.headers['webhook-timestamp']),
        signatures: String(request.headers['webhook-signature'] ?? '').split(' '),
        body: Buffer.concat(chunks).toString(),
        headers: request.headers,
        receivedAt: Date.now(),
      });
      const answer = this.script.shift() ?? { status: 200 };
      if (answer === 'hang') {
        this.hanging.add(response);
        return;
      }
      setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(answer.status, answer.headers).end('ok');
      }, answer.delayMs ?? 0);
    });
  }
}
