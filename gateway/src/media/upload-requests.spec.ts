import { DomainError } from '@boonies/platform';
import { declaredLengthOf, declaredUploadOf } from './upload-requests';

function refusal(attempt: () => unknown): object {
  try {
    attempt();
  } catch (error) {
    if (error instanceof DomainError) return error.toBody();
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('declaredLengthOf', () => {
  it('reads a declared size', () => {
    expect(declaredLengthOf({ 'upload-length': '1048576' })).toBe(1048576);
  });

  it('refuses a missing, deferred, negative, fractional or absurd size', () => {
    for (const headers of [
      {},
      { 'upload-defer-length': '1' },
      { 'upload-length': '10', 'upload-defer-length': '1' },
      { 'upload-length': '-1' },
      { 'upload-length': '1.5' },
      { 'upload-length': '9'.repeat(16) },
      { 'upload-length': ['1', '2'] },
    ]) {
      expect(refusal(() => declaredLengthOf(headers))).toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'Upload-Length',
      });
    }
  });
});

describe('declaredUploadOf', () => {
  it('takes the kind, type and name from the metadata', () => {
    expect(declaredUploadOf(10, { kind: 'video', filetype: 'video/mp4', filename: 'kickflip.mp4' })).toEqual({
      kind: 'video',
      size: 10,
      mimeType: 'video/mp4',
      fileName: 'kickflip.mp4',
    });
  });

  it('reads the kind from the file type when it is left out', () => {
    expect(declaredUploadOf(10, { filetype: 'image/jpeg' })).toEqual({
      kind: 'image',
      size: 10,
      mimeType: 'image/jpeg',
    });
  });

  it('refuses an upload with no file type, or one of no kind it knows', () => {
    expect(refusal(() => declaredUploadOf(10, {}))).toMatchObject({ field: 'filetype' });
    expect(refusal(() => declaredUploadOf(10, { filetype: 'application/zip' }))).toMatchObject({
      field: 'filetype',
    });
  });

  it('refuses a file type of another kind than the one declared', () => {
    expect(refusal(() => declaredUploadOf(10, { kind: 'video', filetype: 'image/png' }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'filetype',
    });
  });

  it('never takes an owner from the client', () => {
    expect(declaredUploadOf(10, { filetype: 'image/png', owner: 'someone-else' })).not.toHaveProperty(
      'owner',
    );
  });
});
