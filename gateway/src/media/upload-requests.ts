import { DomainError } from '@boonies/platform';
import { MEDIA_MESSAGES, mediaKindOfMime } from '@boonies/contracts/media';

/** The tus metadata keys a client sets at creation; the owner's key is the gateway's alone. */
export const UPLOAD_METADATA = { fileType: 'filetype', fileName: 'filename', kind: 'kind', owner: 'owner' };

/** At most this many decimal digits in `Upload-Length`: beyond any size a limit could allow. */
const MAX_LENGTH_DIGITS = 15;

/** What the creation of an upload declares, before the contract's rules are applied to it. */
export interface DeclaredUpload {
  kind: unknown;
  size: number;
  mimeType: unknown;
  fileName?: unknown;
}

const invalid = (message: string, field: string) => new DomainError('VALIDATION_FAILED', message, { field });

/**
 * The size an upload declares. The size must be known at creation (tus's `creation-defer-length` is not
 * offered): the limits and the quota are checked before a byte is accepted.
 */
export function declaredLengthOf(headers: {
  'upload-length'?: string | string[] | undefined;
  'upload-defer-length'?: string | string[] | undefined;
}): number {
  const length = headers['upload-length'];
  if (headers['upload-defer-length'] !== undefined || typeof length !== 'string') {
    throw invalid('Upload-Length is required: the size of an upload must be declared', 'Upload-Length');
  }
  if (!/^\d+$/.test(length) || length.length > MAX_LENGTH_DIGITS) {
    throw invalid('Upload-Length must be a whole number of bytes', 'Upload-Length');
  }
  return Number(length);
}

/**
 * The upload a creation request declares: its size and the tus metadata. The file type must be one a phone
 * may send (`MEDIA_MIME_TYPES`) and of the kind declared; the kind may be left out and is then read from the
 * type. An owner in the metadata is never taken from the client. The media service still checks the bytes.
 */
export function declaredUploadOf(size: number, metadata: Record<string, string | null>): DeclaredUpload {
  const mimeType = metadata[UPLOAD_METADATA.fileType] ?? undefined;
  if (mimeType === undefined) throw invalid(MEDIA_MESSAGES.mimeType, 'filetype');
  const typeKind = mediaKindOfMime(mimeType);
  if (typeKind === null) throw invalid(MEDIA_MESSAGES.mimeType, 'filetype');
  const kind = metadata[UPLOAD_METADATA.kind] ?? typeKind;
  if (kind !== typeKind) throw invalid(MEDIA_MESSAGES.kindMismatch, 'filetype');
  const fileName = metadata[UPLOAD_METADATA.fileName] ?? undefined;
  return { kind, size, mimeType, ...(fileName === undefined ? {} : { fileName }) };
}
