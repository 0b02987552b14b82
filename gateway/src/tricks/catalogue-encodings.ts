import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The ways the catalogue can travel; `identity` is the plain JSON. */
export type CatalogueEncoding = 'br' | 'gzip' | 'identity';

/** In the server's order of preference: brotli is the smaller, gzip is understood everywhere. */
export const CATALOGUE_ENCODINGS: readonly CatalogueEncoding[] = ['br', 'gzip', 'identity'];

/** An encoding's quality in one `Accept-Encoding` entry's parameters: 1 unless a `q` says otherwise. */
function qualityOf(parameters: string[]): number {
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=');
    if (name.trim().toLowerCase() === 'q') return Number.parseFloat(value ?? '') || 0;
  }
  return 1;
}

/** Whether an `Accept-Encoding` header takes an encoding: named with a quality above 0, or unnamed and under `*`. */
function accepts(header: string, encoding: string): boolean {
  let underWildcard = false;
  for (const entry of header.split(',')) {
    const [name, ...parameters] = entry.split(';');
    const token = name.trim().toLowerCase();
    if (token === encoding) return qualityOf(parameters) > 0;
    if (token === '*') underWildcard = qualityOf(parameters) > 0;
  }
  return underWildcard;
}

/**
 * The encoding the catalogue goes out in: the server's preference among those the browser accepts (browsers
 * list gzip before br), the plain JSON when it accepts none.
 */
export function catalogueEncodingFor(acceptEncoding: string | undefined): CatalogueEncoding {
  if (!acceptEncoding) return 'identity';
  return CATALOGUE_ENCODINGS.find(
    (encoding) => encoding === 'identity' || accepts(acceptEncoding, encoding),
  )!;
}

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
