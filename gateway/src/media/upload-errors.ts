import type { ErrorBody, ErrorCode } from '@boonies/contracts/common';

/** What the error answers of the upload and media routes mean, for their OpenAPI descriptions. */
export const MEDIA_ERRORS = {
  badUpload:
    'Upload-Length missing or not a number, Upload-Metadata malformed, or a file type or kind the service does not take; `field` names it',
  tooLarge: 'The declared size is over the limit of its kind (refused before any byte is sent)',
  quota: 'The account used its daily upload allowance, or started too many uploads in the last hour',
  noUpload: "No such upload, or it is someone else's",
  offsetConflict: 'Upload-Offset is not where the stored bytes end: ask HEAD for the offset and resume there',
  noMedia: 'No such media item, or the access policy keeps it from the caller (the same answer either way)',
  badRange: 'The range starts past the end of the file',
  unavailable: 'The media service is unavailable',
} as const;

/** A tus refusal (its status and text) as the API's `{ error, code }`, keeping the protocol's status. */
export interface UploadFailure {
  status: number;
  body: ErrorBody;
}

const CODE_OF_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  403: 'VALIDATION_FAILED',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'NOT_FOUND',
  412: 'VALIDATION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'VALIDATION_FAILED',
  460: 'CONFLICT',
};

/** The words of the refusals a browser's upload meets; tus's own texts for the rest. */
const MESSAGE_OF_STATUS: Readonly<Record<number, string>> = {
  404: 'Upload not found',
  409: MEDIA_ERRORS.offsetConflict,
  410: 'Upload not found',
  413: 'This file is larger than it said it was',
};

/**
 * Maps what tus answers to the API's shape. The statuses the protocol gives meaning to (404, 409, 412, 413)
 * stay; one tus leaves at 500 (the lock is held elsewhere too long, a store failure) becomes a busy or an
 * internal failure, so the client retries.
 */
export function uploadFailureOf(failure: {
  status_code?: number;
  body?: string;
  message?: string;
}): UploadFailure {
  const status = failure.status_code ?? 500;
  if (status >= 500) {
    return status === 503
      ? { status, body: { error: 'The upload store is unavailable', code: 'SERVICE_UNAVAILABLE' } }
      : { status: 500, body: { error: 'Something went wrong. Please try again.', code: 'INTERNAL' } };
  }
  const code = CODE_OF_STATUS[status] ?? 'VALIDATION_FAILED';
  const error =
    MESSAGE_OF_STATUS[status] ?? (failure.body ?? failure.message ?? 'The upload was refused').trim();
  return { status, body: { error, code } };
}
