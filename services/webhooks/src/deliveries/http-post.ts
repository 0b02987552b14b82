import http from 'node:http';
import https from 'node:https';
import { parseRetryAfter, type AttemptOutcome } from './retry-schedule';
import type { CheckedTarget } from './target-guard';

/** What a receiver may answer that is read (and then dropped): enough for an error page, not a flood. */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface TimedOutcome {
  outcome: AttemptOutcome;
  latencyMs: number;
}

/**
 * POSTs a delivery to the checked address only, through `agent`, the endpoint's keep-alive agent pinned to
 * that address (`EndpointAgents`), while TLS still checks the certificate against the URL's host name.
 * Redirects are not followed (an answer is an answer), and the whole attempt, connection included, ends
 * after `timeoutMs`.
 */
export function postOnce(
  target: CheckedTarget,
  agent: http.Agent,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<TimedOutcome> {
  const started = performance.now();
  const transport = target.url.protocol === 'https:' ? https : http;
  return new Promise<TimedOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: AttemptOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ outcome, latencyMs: Math.round(performance.now() - started) });
    };
    const request = transport.request(
      target.url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Boonies-Webhooks/1',
          ...headers,
        },
      },
      (response) => {
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > MAX_ANSWER_BYTES) response.destroy();
        });
        const answered = () =>
          finish({
            kind: 'answered',
            status: response.statusCode ?? 0,
            retryAfterMs: parseRetryAfter(response.headers['retry-after']),
          });
        response.on('end', answered);
        response.on('close', answered);
        response.on('error', answered);
      },
    );
    const timer = setTimeout(() => {
      finish({ kind: 'timeout' });
      request.destroy();
    }, timeoutMs);
    request.on('error', (error) => finish({ kind: 'network', message: error.message.slice(0, 500) }));
    request.end(body);
  });
}
