import { MEDIA_MESSAGES } from '@boonies/contracts/media';
import type { RecentUploads } from './media.repository';
import { refusalOf, type UploadLimits } from './upload-limits';

const MB = 1024 * 1024;
const limits: UploadLimits = {
  maxBytes: { image: 25 * MB, video: 250 * MB },
  quotaBytesPerDay: 1024 * MB,
  uploadsPerHour: 60,
};
const now = new Date('2026-12-01T12:00:00Z');
const none: RecentUploads = { bytes: 0, count: 0, oldestInQuota: null, oldestInRate: null };
const photo = { kind: 'image' as const, size: 3 * MB, mimeType: 'image/jpeg' };

describe('refusalOf', () => {
  it('lets a photo or clip within every limit through', () => {
    expect(refusalOf(photo, none, limits, now)).toBeNull();
    expect(
      refusalOf({ kind: 'video', size: 250 * MB, mimeType: 'video/quicktime' }, none, limits, now),
    ).toBeNull();
  });

  it('refuses a type no kind takes, and a type of the other kind', () => {
    expect(refusalOf({ ...photo, mimeType: 'application/zip' }, none, limits, now)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: MEDIA_MESSAGES.mimeType,
      field: 'mimeType',
    });
    expect(refusalOf({ ...photo, mimeType: 'video/mp4' }, none, limits, now)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: MEDIA_MESSAGES.kindMismatch,
    });
  });

  it('refuses a size over the kind’s limit, naming the limit', () => {
    expect(refusalOf({ ...photo, size: 25 * MB + 1 }, none, limits, now)).toEqual({
      reason: 'too_large',
      code: 'PAYLOAD_TOO_LARGE',
      message: `${MEDIA_MESSAGES.tooLarge} (the limit is 25 MB)`,
    });
  });

  it('refuses the upload past the hourly number, until the oldest of the hour is an hour old', () => {
    const recent = { ...none, count: 60, oldestInRate: new Date(now.getTime() - 59 * 60 * 1000) };
    expect(refusalOf(photo, recent, limits, now)).toEqual({
      reason: 'rate',
      code: 'RATE_LIMITED',
      message: MEDIA_MESSAGES.rate,
      retryAfterSeconds: 60,
    });
    expect(refusalOf(photo, { ...recent, count: 59 }, limits, now)).toBeNull();
  });

  it('refuses bytes past the daily allowance, counting the declared size of this upload too', () => {
    const recent = { ...none, bytes: 1022 * MB, oldestInQuota: new Date(now.getTime() - 23 * 3600 * 1000) };
    expect(refusalOf({ ...photo, size: 2 * MB }, recent, limits, now)).toBeNull();
    expect(refusalOf({ ...photo, size: 2 * MB + 1 }, recent, limits, now)).toEqual({
      reason: 'quota',
      code: 'RATE_LIMITED',
      message: MEDIA_MESSAGES.quota,
      retryAfterSeconds: 3600,
    });
  });
});
