import { UPLOADS_PATH } from '@boonies/contracts/media';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { SESSION_COOKIE } from '../../src/sessions/session-cookie';
import type { Browser } from './browser';

/** An answer of the tus endpoint: its status, headers and JSON body, if it had one. */
export interface TusAnswer {
  status: number;
  headers: Headers;
  body: { error?: string; code?: string } | undefined;
}

/** Base64 `key value` pairs, as tus's `Upload-Metadata` carries them. */
export function uploadMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** The chunks of `bytes`, then, when `hang` is given, nothing more until it resolves: a connection that drops. */
async function* chunksOf(bytes: Buffer, hang?: Promise<unknown>): AsyncGenerator<Buffer> {
  const chunkSize = 64 * 1024;
  for (let start = 0; start < bytes.length; start += chunkSize)
    yield bytes.subarray(start, start + chunkSize);
  if (hang) await hang;
}

/**
 * A tus client made of plain `fetch`, so a test sees every request and answer: as the web app's tus-js-client
 * does, it sends `X-Requested-With` and the session cookie of the browser it acts for, against `baseUrl`.
 */
export class TusClient {
  constructor(
    private readonly browser: Browser | undefined,
    private readonly baseUrl: string,
  ) {}

  create(size: number | undefined, metadata: Record<string, string>, headers: Record<string, string> = {}) {
    return this.send('POST', UPLOADS_PATH, {
      ...(size === undefined ? {} : { 'Upload-Length': String(size) }),
      'Upload-Metadata': uploadMetadata(metadata),
      ...headers,
    });
  }

  /** Creates an upload and answers its path (`/api/uploads/<mediaId>`), failing the test when refused. */
  async created(size: number, metadata: Record<string, string>): Promise<string> {
    const answer = await this.create(size, metadata);
    if (answer.status !== 201)
      throw new Error(`Upload refused: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.headers.get('location') ?? '';
  }

  head(location: string) {
    return this.send('HEAD', location, {});
  }

  /** The bytes stored so far, as HEAD tells them. */
  async offset(location: string): Promise<number> {
    const answer = await this.head(location);
    if (answer.status !== 200) throw new Error(`HEAD answered ${answer.status}`);
    return Number(answer.headers.get('upload-offset'));
  }

  patch(location: string, offset: number, body: Buffer | Readable, headers: Record<string, string> = {}) {
    return this.send(
      'PATCH',
      location,
      { 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': String(offset), ...headers },
      body,
    );
  }

  /**
   * Sends `bytes` from `offset` and then cuts the connection, as a phone losing its signal: the request is
   * aborted while its body is still open. Resolves once the client gave up.
   */
  async patchThenDrop(location: string, offset: number, bytes: Buffer): Promise<void> {
    const controller = new AbortController();
    let release!: () => void;
    const hang = new Promise<void>((resolve) => (release = resolve));
    const sending = this.send(
      'PATCH',
      location,
      { 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': String(offset) },
      Readable.from(chunksOf(bytes, hang)),
      controller.signal,
    ).catch(() => undefined);
    await sleep(1_500);
    controller.abort();
    release();
    await sending;
  }

  /**
   * Sends `bytes` from `offset` and then keeps the connection open without sending more, as a phone's dead
   * link can look to the server. `ended` resolves when the server ends the request; `hangUp` cuts it.
   */
  patchThenHang(
    location: string,
    offset: number,
    bytes: Buffer,
  ): { ended: Promise<unknown>; hangUp(): void } {
    const controller = new AbortController();
    let release!: () => void;
    const hang = new Promise<void>((resolve) => (release = resolve));
    const ended = this.send(
      'PATCH',
      location,
      { 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': String(offset) },
      Readable.from(chunksOf(bytes, hang)),
      controller.signal,
    ).catch((error: unknown) => error);
    return {
      ended,
      hangUp: () => {
        controller.abort();
        release();
      },
    };
  }

  delete(location: string) {
    return this.send('DELETE', location, {});
  }

  async send(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: Buffer | Readable,
    signal?: AbortSignal,
  ): Promise<TusAnswer> {
    const cookie = this.browser?.sessionCookie;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        'Tus-Resumable': '1.0.0',
        'X-Requested-With': 'boonies',
        ...(cookie ? { Cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
        ...(this.browser ? { 'X-Forwarded-For': this.browser.clientIp } : {}),
        ...headers,
      },
      ...(body === undefined
        ? {}
        : {
            body: body instanceof Readable ? (Readable.toWeb(body) as ReadableStream) : body,
            duplex: 'half',
          }),
      signal,
    } as RequestInit);
    const text = await response.text();
    let parsed: TusAnswer['body'];
    try {
      parsed = text ? (JSON.parse(text) as TusAnswer['body']) : undefined;
    } catch {
      parsed = { error: text };
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }
}

/** A process's resident memory in bytes, from `/proc`. */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  if (!kilobytes) throw new Error(`No VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}
