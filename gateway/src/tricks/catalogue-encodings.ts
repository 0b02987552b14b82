import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The ways the catalogue can travel; `identity` is the plain JSON. */
export type CatalogueEncoding = 'br' | 'gzip' | 'identity';

/** In the server's order of preference: brotli is the smaller, gzip is understood everywhere. */
export const CATALOGUE_ENCODINGS: readonly CatalogueEncoding[] = ['br', 'gzip', 'identity'];

/** The catalogue in every encoding, ready to send. */
export type EncodedCatalogue = Record<CatalogueEncoding, Buffer>;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Compresses the catalogue once per version: it is the largest answer of the API (hundreds of kilobytes)
 * and the same for everyone, so compressing per request would spend the gateway's CPU on the same bytes.
 * Brotli below its slowest quality: nearly as small, many times faster.
 */
export async function encodeCatalogue(json: string): Promise<EncodedCatalogue> {
  const identity = Buffer.from(json, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz, identity };
}
