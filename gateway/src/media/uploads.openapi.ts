import { UPLOADS_PATH } from '@boonies/contracts/media';
import type { OpenAPIObject } from '@nestjs/swagger';
import { SESSION_SECURITY } from '../docs/openapi';
import { ERROR_SCHEMA } from '../docs/response-docs.decorator';
import { MEDIA_ERRORS } from './upload-errors';

type PathItem = OpenAPIObject['paths'][string];
type Operation = NonNullable<PathItem['post']>;

const ERROR = { 'application/json': { schema: ERROR_SCHEMA } };
const error = (description: string) => ({ description, content: ERROR });

const header = (name: string, description: string, required = true, schema: object = { type: 'string' }) => ({
  name,
  in: 'header' as const,
  required,
  description,
  schema,
});

const TUS_RESUMABLE = header('Tus-Resumable', 'The tus protocol version: `1.0.0`', true, {
  type: 'string',
  enum: ['1.0.0'],
});
const CSRF = header(
  'X-Requested-With',
  "Required without an `Origin` of the app's own (the CSRF rule of every state-changing request)",
  false,
);
const MEDIA_ID = {
  name: 'mediaId',
  in: 'path' as const,
  required: true,
  description: 'The upload id, which is the media id (the last segment of `Location`)',
  schema: { type: 'string', format: 'uuid' },
};
const OFFSET_HEADER = {
  'Upload-Offset': { description: 'Bytes stored so far', schema: { type: 'integer' } },
};

/** Answers every upload request may get besides its own. */
const COMMON = {
  401: error('Not signed in, or the session has ended'),
  412: error('Tus-Resumable missing or of another version'),
  503: error(MEDIA_ERRORS.unavailable),
};

const operation = (
  operationId: string,
  summary: string,
  description: string,
  extra: Pick<Operation, 'parameters' | 'requestBody' | 'responses'>,
): Operation => ({
  operationId,
  tags: ['uploads'],
  summary,
  description,
  security: [{ [SESSION_SECURITY]: [] }],
  ...extra,
});

/**
 * The tus endpoint's routes, written by hand: they are mounted on the HTTP server itself, past Nest's
 * routing, so that their bodies stream to storage (see `UploadRoutes`). Only tus's core protocol with the
 * creation and termination extensions is offered; the size is declared at creation.
 */
export function uploadPaths(): Record<string, PathItem> {
  return {
    [UPLOADS_PATH]: {
      post: operation(
        'UploadRoutes_createUpload',
        'Start a resumable upload of a photo or clip (tus creation)',
        "Checked before a byte is accepted: the session, the declared size and type, and the account's quota " +
          'and rate (the media service decides). `Upload-Metadata` carries base64 values of `filetype` (the ' +
          'MIME type, required), `filename` and `kind` (`image` or `video`, read from the type when left out). ' +
          "The answer's `Location` is where the bytes go (`PATCH`); its last segment is the media id to attach " +
          'to a post.',
        {
          parameters: [
            TUS_RESUMABLE,
            header('Upload-Length', "The whole file's size in bytes", true, { type: 'integer', minimum: 1 }),
            header(
              'Upload-Metadata',
              'Comma-separated `key base64(value)` pairs: filetype, filename, kind',
              false,
            ),
            CSRF,
          ],
          responses: {
            201: {
              description: 'Created: send the bytes to `Location`',
              headers: { Location: { description: '`/api/uploads/<mediaId>`', schema: { type: 'string' } } },
            },
            400: error(MEDIA_ERRORS.badUpload),
            403: error('Refused as a cross-site request'),
            413: error(MEDIA_ERRORS.tooLarge),
            429: error(MEDIA_ERRORS.quota),
            ...COMMON,
          },
        },
      ),
    },
    [`${UPLOADS_PATH}/{mediaId}`]: {
      head: operation(
        'UploadRoutes_uploadOffset',
        'Where an upload stands: its offset, to resume from',
        "The owner's alone; anyone else is told it is not there.",
        {
          parameters: [MEDIA_ID, TUS_RESUMABLE],
          responses: {
            200: {
              description: 'The upload: `Upload-Offset` and `Upload-Length`',
              headers: {
                ...OFFSET_HEADER,
                'Upload-Length': { description: 'The declared size', schema: { type: 'integer' } },
              },
            },
            404: { description: MEDIA_ERRORS.noUpload },
            ...COMMON,
          },
        },
      ),
      patch: operation(
        'UploadRoutes_appendToUpload',
        'Send the next bytes of an upload',
        'Appends the body at `Upload-Offset`, which must be where the stored bytes end. The last byte queues ' +
          "the processing. The owner's alone; anyone else is told it is not there.",
        {
          parameters: [
            MEDIA_ID,
            TUS_RESUMABLE,
            header('Upload-Offset', 'Where these bytes start', true, { type: 'integer', minimum: 0 }),
            CSRF,
          ],
          requestBody: {
            required: true,
            content: { 'application/offset+octet-stream': { schema: { type: 'string', format: 'binary' } } },
          },
          responses: {
            204: { description: 'Stored', headers: OFFSET_HEADER },
            400: error('A header is missing or malformed'),
            403: error(
              'Refused as a cross-site request, or the body is not `application/offset+octet-stream`',
            ),
            404: error(MEDIA_ERRORS.noUpload),
            409: error(MEDIA_ERRORS.offsetConflict),
            413: error('More bytes than the upload declared'),
            ...COMMON,
          },
        },
      ),
      delete: operation(
        'UploadRoutes_deleteUpload',
        'Cancel an upload, or delete media no post carries (tus termination)',
        'Removes the media item and its bytes. Media a post carries goes with the post.',
        {
          parameters: [MEDIA_ID, TUS_RESUMABLE, CSRF],
          responses: {
            204: { description: 'Gone' },
            403: error('Refused as a cross-site request'),
            404: error(MEDIA_ERRORS.noUpload),
            409: error('A post carries this media: delete the post instead'),
            ...COMMON,
          },
        },
      ),
    },
  };
}
