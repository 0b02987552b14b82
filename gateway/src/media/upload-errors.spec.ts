import { uploadFailureOf } from './upload-errors';

describe('uploadFailureOf', () => {
  it("keeps the protocol's statuses and gives them the API's codes", () => {
    expect(uploadFailureOf({ status_code: 409, body: 'Upload-Offset conflict\n' })).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT' },
    });
    expect(uploadFailureOf({ status_code: 412, body: 'Tus-Resumable Required\n' })).toEqual({
      status: 412,
      body: { error: 'Tus-Resumable Required', code: 'VALIDATION_FAILED' },
    });
    expect(uploadFailureOf({ status_code: 413, body: "upload's size exceeded\n" })).toMatchObject({
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE' },
    });
    expect(uploadFailureOf({ status_code: 410 })).toMatchObject({ status: 410, body: { code: 'NOT_FOUND' } });
  });

  it('answers a busy lock as unavailable and hides any other server failure', () => {
    expect(uploadFailureOf({ status_code: 503, body: 'busy' })).toMatchObject({
      status: 503,
      body: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect(uploadFailureOf({ status_code: 500, body: 'EACCES /secret/path' })).toEqual({
      status: 500,
      body: { error: 'Something went wrong. Please try again.', code: 'INTERNAL' },
    });
    expect(uploadFailureOf({})).toMatchObject({ status: 500, body: { code: 'INTERNAL' } });
  });
});
