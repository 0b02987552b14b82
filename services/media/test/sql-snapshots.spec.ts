import { describeSqlSnapshots, sqlCatalogue } from '@boonies/service-testing';
import path from 'node:path';
import type { MediaItem } from '../src/media/media-item';
import { MediaRepository } from '../src/media/media.repository';
import { MediaTestService } from './support/media-test-service';

// Representative arguments: the statements' text does not depend on them, only on which variant they pick.
const OWNER = '00000000-0000-4000-8000-000000000001';
const MEDIA = '00000000-0000-4000-8000-000000000002';
const POST = '00000000-0000-4000-8000-000000000003';
const AT = new Date('2024-01-01T00:00:00.000Z');

const ITEM: MediaItem = {
  id: MEDIA,
  ownerId: OWNER,
  kind: 'image',
  status: 'uploading',
  size: 1024,
  mimeType: 'image/png',
  fileName: 'kickflip.png',
  uploadKey: `uploads/${MEDIA}`,
  files: null,
  width: null,
  height: null,
  durationMs: null,
  blurhash: null,
  failureReason: null,
  postId: null,
  revision: 1,
  createdAt: AT,
  updatedAt: AT,
  expiresAt: AT,
};

describeSqlSnapshots((label) => MediaTestService.start(label), path.join(__dirname, '../sql'), {
  'media.repository': sqlCatalogue({
    repository: MediaRepository,
    calls: {
      insert: { write: (r, c) => c.inTransaction((m) => r.insert(m, ITEM)) },
      save: { write: (r, c) => c.inTransaction((m) => r.save(m, ITEM)) },
      find: { read: (r, c) => c.inTransaction((m) => r.find(m, MEDIA)) },
      lock: { read: (r, c) => c.inTransaction((m) => r.lock(m, MEDIA)) },
      lockOfPost: { read: (r, c) => c.inTransaction((m) => r.lockOfPost(m, POST)) },
      lockOwner: { write: (r, c) => c.inTransaction((m) => r.lockOwner(m, OWNER)) },
      recentUploads: { read: (r, c) => c.inTransaction((m) => r.recentUploads(m, OWNER, AT, AT)) },
      lockExpired: { read: (r, c) => c.inTransaction((m) => r.lockExpired(m, AT, 20)) },
      lockStaleProcessing: { read: (r, c) => c.inTransaction((m) => r.lockStaleProcessing(m, AT, 20)) },
      isFileUsedElsewhere: {
        read: (r, c) => c.inTransaction((m) => r.isFileUsedElsewhere(m, `uploads/${MEDIA}`, MEDIA)),
      },
      attach: { write: (r, c) => c.inTransaction((m) => r.attach(m, MEDIA, POST)) },
      touch: { write: (r, c) => c.inTransaction((m) => r.touch(m, MEDIA, AT)) },
      exportFor: { read: (r, c) => c.inTransaction((m) => r.exportFor(m, OWNER)) },
      delete: { write: (r, c) => c.inTransaction((m) => r.delete(m, MEDIA)) },
    },
  }),
});
