import { sniffHead } from './sniff';

function head(...parts: (string | number[])[]): Buffer {
  return Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );
}

describe('sniffHead', () => {
  it.each([
    ['JPEG', head([0xff, 0xd8, 0xff, 0xe1]), { kind: 'image', format: 'jpeg' }],
    ['PNG', head([0x89], 'PNG\r\n\x1a\n'), { kind: 'image', format: 'png' }],
    ['WebP', head('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), { kind: 'image', format: 'webp' }],
    ['GIF', head('GIF89a'), { kind: 'image', format: 'gif' }],
    ['HEIC', head([0, 0, 0, 24], 'ftypheic'), { kind: 'image', format: 'heic' }],
    ['AVIF', head([0, 0, 0, 28], 'ftypavif'), { kind: 'image', format: 'avif' }],
    ['MP4', head([0, 0, 0, 32], 'ftypisom'), { kind: 'video', format: 'mp4' }],
    ['iPhone MOV', head([0, 0, 0, 20], 'ftypqt  '), { kind: 'video', format: 'mp4' }],
    ['3GP', head([0, 0, 0, 20], 'ftyp3gp4'), { kind: 'video', format: 'mp4' }],
    ['old QuickTime', head([0, 0, 0, 8], 'wide'), { kind: 'video', format: 'quicktime' }],
    ['WebM', head([0x1a, 0x45, 0xdf, 0xa3]), { kind: 'video', format: 'matroska' }],
  ])('knows %s by its signature', (_name, bytes, expected) => {
    expect(sniffHead(bytes)).toEqual(expected);
  });

  it.each([
    ['a zip', head('PK\x03\x04')],
    ['a PDF', head('%PDF-1.7')],
    ['an HLS playlist', head('#EXTM3U\n#EXT-X-VERSION:3')],
    ['text', head('kickflip')],
    ['nothing', Buffer.alloc(0)],
  ])('knows nothing of %s', (_name, bytes) => {
    expect(sniffHead(bytes)).toBeNull();
  });
});
