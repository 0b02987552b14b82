import { ERROR_STATUS } from '@boonies/contracts/common';
import {
  MEDIA_RPC,
  type MediaDto,
  type MediaFileGrant,
  MediaFileParam,
  MediaIdParam,
} from '@boonies/contracts/media';
import { POSTS_RPC } from '@boonies/contracts/posts';
import type { CallContext } from '@boonies/messaging';
import { RpcError } from '@boonies/messaging';
import { DomainError } from '@boonies/platform';
import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { ApiParamsOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiOkResponseOf } from '../docs/response-docs.decorator';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { Public, SignedIn } from '../sessions/access.decorators';
import { SessionCookies } from '../sessions/session-cookies.service';
import { SessionResolver } from '../sessions/session-resolver.service';
import { contentRangeOf, rangeRequestOf, type ByteSpan } from './byte-ranges';
import { entityTagOf, holdsCurrentFile, RENDITION_CACHE_CONTROL, rangeStillApplies } from './media-files';
import { MEDIA_STORAGE, type MediaStorage } from './media-storage';
import { MEDIA_ERRORS } from './upload-errors';

const noMedia = () => new DomainError('NOT_FOUND', 'Media not found');

/**
 * Uploaded photos and clips. A rendition is served only after the posts service's access policy said the
 * caller may see it, streamed from storage, with byte ranges for seeking; every refusal is the same 404.
 */
@ApiTags('media')
@Controller('media')
export class MediaController {
  constructor(
    private readonly rpc: ServiceRpc,
    private readonly sessions: SessionResolver,
    private readonly cookies: SessionCookies,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
  ) {}

  @Get(':mediaId')
  @SignedIn()
  @ApiOperation({
    summary: "One of the caller's uploads: its processing status",
    description: 'Only the owner sees an upload here; the web app asks while it shows "Processing…".',
  })
  @ApiParamsOf(MediaIdParam)
  @ApiOkResponseOf('MediaDto')
  @ApiErrorResponses({
    400: 'The media id is not a UUID',
    404: MEDIA_ERRORS.noUpload,
    503: MEDIA_ERRORS.unavailable,
  })
  status(@Param() { mediaId }: MediaIdParam, @RequestContext() context: CallContext): Promise<MediaDto> {
    return this.rpc.call(MEDIA_RPC.get, { mediaId }, context);
  }

  @Get(':mediaId/:rendition')
  @Public()
  @ApiOperation({
    summary: 'A rendition of a photo or clip (HEAD too)',
    description:
      'Served to whoever the access policy lets see the post that carries it (an upload no post carries: its ' +
      'owner only); anyone else gets 404. Single byte ranges are honoured for seeking (206); ' +
      '`Cache-Control: private, max-age=300` and a strong `ETag`.',
  })
  @ApiParamsOf(MediaFileParam)
  @ApiHeader({
    name: 'Range',
    required: false,
    description: 'One byte range, e.g. `bytes=0-99`, `bytes=100-`, `bytes=-500`',
  })
  @ApiProduces('image/webp', 'image/jpeg', 'video/mp4', 'application/json')
  @ApiResponse({ status: 200, description: 'The whole file' })
  @ApiResponse({ status: 206, description: 'The range asked for, with `Content-Range`' })
  @ApiResponse({ status: 304, description: 'The copy named by `If-None-Match` is current' })
  @ApiErrorResponses({ 416: MEDIA_ERRORS.badRange })
  @ApiErrorResponses({
    400: 'The media id is not a UUID or the rendition unknown',
    404: MEDIA_ERRORS.noMedia,
    503: MEDIA_ERRORS.unavailable,
  })
  async file(
    @Param() { mediaId, rendition }: MediaFileParam,
    @RequestContext() context: CallContext,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    const grant = await this.grantFor({ mediaId, rendition }, request, context);
    const tag = entityTagOf(grant);
    reply
      .header('Accept-Ranges', 'bytes')
      .header('ETag', tag)
      .header('Cache-Control', RENDITION_CACHE_CONTROL);
    if (holdsCurrentFile(request.headers['if-none-match'], tag)) return reply.code(304).send();

    const range = rangeStillApplies(oneHeader(request.headers['if-range']), tag)
      ? rangeRequestOf(request.headers.range, grant.size)
      : ({ kind: 'whole' } as const);
    if (range.kind === 'unsatisfiable') {
      return reply
        .code(416)
        .header('Content-Range', contentRangeOf(grant.size))
        .header('Cache-Control', 'no-store')
        .send({ error: MEDIA_ERRORS.badRange, code: 'VALIDATION_FAILED' });
    }
    const span: ByteSpan | undefined = range.kind === 'span' ? range.span : undefined;
    const length = span ? span.end - span.start + 1 : grant.size;
    // HEAD opens nothing (an empty stream keeps the length given; no body would set it to 0); GET opens the
    // stream first, so a missing file is a 404 before any header is sent.
    const body = request.method === 'HEAD' ? Readable.from([]) : await this.open(grant, span);
    reply
      .code(span ? 206 : 200)
      .header('Content-Type', grant.contentType)
      .header('Content-Length', length);
    if (span) reply.header('Content-Range', contentRangeOf(grant.size, span));
    return reply.send(body);
  }

  /** The policy's answer for the caller, who may be signed in or not; every refusal reads as a missing file. */
  private async grantFor(
    file: MediaFileParam,
    request: FastifyRequest,
    context: CallContext,
  ): Promise<MediaFileGrant> {
    const caller = await this.sessions.callerFor(this.cookies.read(request), context);
    try {
      const grant = await this.rpc.call(POSTS_RPC.mediaFile, file, {
        ...context,
        caller: caller ?? undefined,
      });
      if (grant.mediaId !== file.mediaId) throw noMedia();
      return grant;
    } catch (error) {
      if (error instanceof RpcError && ERROR_STATUS[error.toBody().code] < 500) throw noMedia();
      throw error;
    }
  }

  private async open(grant: MediaFileGrant, span: ByteSpan | undefined): Promise<Readable> {
    try {
      return await this.storage.read(grant.key, span);
    } catch {
      // The grant named a file the store no longer holds (deleted a moment ago): gone, like any refusal.
      throw noMedia();
    }
  }
}

/** A header's one value: a repeated one counts as absent. */
function oneHeader(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
