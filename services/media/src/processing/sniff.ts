import { open } from 'node:fs/promises';
import type { MediaKind } from '@boonies/contracts/media';

/** What a file's first bytes say it is: a kind we process, or `null` when they match none we know. */
export type Sniffed = { kind: MediaKind; format: string } | null;

const HEAD_BYTES = 64;

const IMAGE_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.subarray(start, end).toString('latin1');
}

/** Pure: reads the signature in a file's head. */
export function sniffHead(head: Buffer): Sniffed {
  const startsWith = (...signature: number[]) => signature.every((byte, i) => head[i] === byte);
  if (startsWith(0xff, 0xd8, 0xff)) return { kind: 'image', format: 'jpeg' };
  if (startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { kind: 'image', format: 'png' };
  if (ascii(head, 0, 4) === 'GIF8') return { kind: 'image', format: 'gif' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return { kind: 'image', format: 'webp' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'AVI ') return { kind: 'video', format: 'avi' };
  if (startsWith(0x49, 0x49, 0x2a, 0x00) || startsWith(0x4d, 0x4d, 0x00, 0x2a)) {
    return { kind: 'image', format: 'tiff' };
  }
  if (startsWith(0x1a, 0x45, 0xdf, 0xa3)) return { kind: 'video', format: 'matroska' };
  const box = ascii(head, 4, 8);
  if (box === 'ftyp') {
    const brand = ascii(head, 8, 12).trim().toLowerCase();
    return IMAGE_BRANDS.has(brand) ? { kind: 'image', format: brand } : { kind: 'video', format: 'mp4' };
  }
  // QuickTime files written without a leading ftyp box.
  if (['moov', 'mdat', 'wide', 'free', 'skip'].includes(box)) return { kind: 'video', format: 'quicktime' };
  return null;
}

export async function sniffFile(path: string): Promise<Sniffed> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await file.read(head, 0, HEAD_BYTES, 0);
    return sniffHead(head.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}
