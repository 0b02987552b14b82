import type { CallerIdentity } from '@boonies/contracts/common';
import { CreateUploadRequest, MEDIA_RPC, UPLOADS_PATH } from '@boonies/contracts/media';
import type { CallContext } from '@boonies/messaging';
import { createValidationPipe, DomainError } from '@boonies/platform';
import { Inject, Injectable } from '@nestjs/common';
import { Server, type ServerOptions } from '@tus/server';
import { Metadata, type Upload } from '@tus/utils';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import { GatewayConfig } from '../config/gateway.config';
import { toErrorResponse } from '../errors/error-response';
import { drainBody } from '../errors/request-body';
import { NO_STORE } from '../http-cache/personal-answers';
import { LOGGER } from '../logging/logger.token';
import { ServiceRpc } from '../nats/service-rpc';
import { callContextOf } from '../request-context/request-context.decorator';
import { notSignedIn } from '../sessions/not-signed-in.error';
import { SessionCookies } from '../sessions/session-cookies.service';
import { SessionResolver } from '../sessions/session-resolver.service';
import { UPLOAD_LOCKER, UPLOAD_STORE, type UploadLocker, type UploadStore } from './media-storage';
import { uploadFailureOf } from './upload-errors';
import { declaredLengthOf, declaredUploadOf, UPLOAD_METADATA } from './upload-requests';

/** What the gateway decided about a request before tus sees it, found again in tus's hooks. */
interface UploadCall {
  caller: CallerIdentity;
  context: CallContext;
  /** The media id the media service granted (creation only): it is the tus upload id. */
  mediaId?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const uploadNotFound = () => new DomainError('NOT_FOUND', 'Upload not found');

/** tus hands its hooks a web request wrapping Node's; the gateway's decisions are keyed by Node's. */
function nodeRequestOf(request: unknown): IncomingMessage | undefined {
  return (request as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
}

function nodeResponseOf(request: unknown): { setHeader(name: string, value: string): void } | undefined {
  return (request as { runtime?: { node?: { res?: { setHeader(name: string, value: string): void } } } })
    .runtime?.node?.res;
}

/**
 * The tus endpoint (`POST /api/uploads`, `HEAD`/`PATCH`/`DELETE /api/uploads/<mediaId>`), mounted on Fastify
 * itself so request bodies stream to the store untouched: no JSON parsing, no body limit but tus's own.
 * Every request needs a session and passes the CSRF check (an `onRequest` hook, like every route). A
 * creation asks the media service first, before a byte is accepted, and the id it grants is the upload's;
 * only the owner (kept in the upload's metadata, in the shared store) may resume, read or end an upload.
 * The last byte tells the media service; a termination removes the media item.
 */
@Injectable()
export class UploadRoutes {
  private readonly calls = new WeakMap<IncomingMessage, UploadCall>();
  private readonly validation = createValidationPipe();

  constructor(
    private readonly config: GatewayConfig,
    private readonly rpc: ServiceRpc,
    private readonly sessions: SessionResolver,
    private readonly cookies: SessionCookies,
    @Inject(UPLOAD_STORE) private readonly store: UploadStore,
    @Inject(UPLOAD_LOCKER) private readonly locker: UploadLocker,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Adds the routes in a scope of their own, where no body parser reads the bytes. */
  async mount(fastify: FastifyInstance): Promise<void> {
    const tus = new Server(this.tusOptions());
    await fastify.register(async (scope) => {
      // A scope keeps the error handler of its parent when made, before Nest sets the API's own: ask the
      // parent's at each failure, so refusals here read as everywhere else.
      scope.setErrorHandler((error, request, reply) => fastify.errorHandler(error, request, reply));
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      scope.post(UPLOADS_PATH, (request, reply) => this.create(tus, request, reply));
      scope.route<{ Params: { mediaId: string } }>({
        method: ['HEAD', 'PATCH', 'DELETE'],
        url: `${UPLOADS_PATH}/:mediaId`,
        handler: (request, reply) => this.resume(tus, request, reply),
      });
    });
  }

  private tusOptions(): ServerOptions & { datastore: UploadStore } {
    return {
      path: UPLOADS_PATH,
      datastore: this.store,
      locker: this.locker,
      maxSize: this.config.UPLOAD_MAX_BYTES,
      relativeLocation: true,
      // Same-origin only: no CORS headers at all.
      allowedOrigins: () => false,
      namingFunction: (request) => {
        const mediaId = this.callOf(request).mediaId;
        if (!mediaId) throw new Error('An upload was created without a grant');
        return mediaId;
      },
      onUploadCreate: async (request, upload) => ({
        metadata: { ...upload.metadata, [UPLOAD_METADATA.owner]: this.callOf(request).caller.userId },
      }),
      onUploadFinish: async (request, upload) => {
        await this.complete(upload.id, this.callOf(request).context);
        return {};
      },
      onResponseError: (request, error) => {
        const failure =
          error instanceof Error && !('status_code' in error)
            ? toErrorResponse(error)
            : uploadFailureOf(error as { status_code?: number; body?: string });
        if (failure.status >= 500) this.logger.error({ err: error }, 'An upload request failed');
        // The media service may already have removed a terminated upload's bytes: it is gone either way.
        if (request.method === 'DELETE' && failure.status === 404) return { status_code: 204, body: '' };
        nodeResponseOf(request)?.setHeader('Content-Type', 'application/json; charset=utf-8');
        return { status_code: failure.status, body: JSON.stringify(failure.body) };
      },
    };
  }

  /** `POST /api/uploads`: the media service checks the declared upload and grants its id, then tus creates it. */
  private async create(tus: Server, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const call = await this.signedIn(request);
    const size = declaredLengthOf({
      'upload-length': request.headers['upload-length'],
      'upload-defer-length': request.headers['upload-defer-length'],
    });
    if (size > this.config.UPLOAD_MAX_BYTES) {
      throw new DomainError('PAYLOAD_TOO_LARGE', 'This file is too large');
    }
    const metadata = this.metadataOf(request.headers['upload-metadata']);
    const declared = (await this.validation.transform(declaredUploadOf(size, metadata), {
      type: 'body',
      metatype: CreateUploadRequest,
    })) as CreateUploadRequest;
    const grant = await this.rpc.call(MEDIA_RPC.createUpload, declared, call.context);
    return this.handOver(tus, request, reply, { ...call, mediaId: grant.mediaId });
  }

  /** `HEAD`, `PATCH`, `DELETE /api/uploads/<mediaId>`: the owner's alone; anyone else is told it is not there. */
  private async resume(
    tus: Server,
    request: FastifyRequest<{ Params: { mediaId: string } }>,
    reply: FastifyReply,
  ): Promise<FastifyReply> {
    try {
      const call = await this.signedIn(request);
      const upload = await this.ownUpload(request.params.mediaId, call.caller);
      if (request.method === 'DELETE') {
        await this.rpc.call(MEDIA_RPC.remove, { mediaId: upload.id }, call.context);
      } else if (request.method === 'HEAD' && upload.size !== undefined && upload.offset === upload.size) {
        // Every byte is stored: if the last PATCH's answer was lost, its completion may have been too.
        await this.complete(upload.id, call.context);
      }
      return await this.handOver(tus, request, reply, call);
    } catch (error) {
      // Read the refused body to its end, within bounds, so the client hears the refusal.
      if (request.method === 'PATCH') {
        const length = Number(request.headers['content-length']);
        await drainBody(request.raw, Number.isInteger(length) ? length : undefined);
      }
      throw error;
    }
  }

  private async signedIn(request: FastifyRequest): Promise<UploadCall> {
    const caller = await this.sessions.callerFor(this.cookies.read(request), callContextOf(request));
    if (!caller) throw notSignedIn();
    request.caller = caller;
    return { caller, context: callContextOf(request) };
  }

  /** The upload, if it exists and is the caller's: its owner is in its metadata, in the shared store. */
  private async ownUpload(mediaId: string, caller: CallerIdentity): Promise<Upload> {
    if (!UUID.test(mediaId)) throw uploadNotFound();
    const upload = await this.store.getUpload(mediaId).catch(() => undefined);
    if (upload?.metadata?.[UPLOAD_METADATA.owner] !== caller.userId) throw uploadNotFound();
    return upload;
  }

  private metadataOf(header: string | string[] | undefined): Record<string, string | null> {
    if (header === undefined) return {};
    try {
      if (typeof header !== 'string') throw new Error('repeated');
      return Metadata.parse(header);
    } catch {
      throw new DomainError('VALIDATION_FAILED', 'Upload-Metadata is malformed', {
        field: 'Upload-Metadata',
      });
    }
  }

  /** Tells the media service every byte is stored; it checks them and queues the processing (idempotent). */
  private async complete(mediaId: string, context: CallContext): Promise<void> {
    await this.rpc.call(MEDIA_RPC.completeUpload, { mediaId }, context);
  }

  /** From here tus answers on the raw response; the headers the gateway set so far go with it. */
  private async handOver(
    tus: Server,
    request: FastifyRequest,
    reply: FastifyReply,
    call: UploadCall,
  ): Promise<FastifyReply> {
    this.calls.set(request.raw, call);
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    reply.raw.setHeader('Cache-Control', NO_STORE);
    reply.hijack();
    try {
      await tus.handle(request.raw, reply.raw);
    } catch (error) {
      this.logger.error({ err: error }, 'An upload request failed');
      reply.raw.destroy();
    }
    return reply;
  }

  private callOf(request: unknown): UploadCall {
    const raw = nodeRequestOf(request);
    const call = raw && this.calls.get(raw);
    if (!call) throw new Error('An upload request reached tus without the gateway deciding on it');
    return call;
  }
}
