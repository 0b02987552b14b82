import { encode } from 'blurhash';
import sharp from 'sharp';

/** Components across and down: enough for a placeholder's colours, a 20-odd character string. */
const COMPONENTS_X = 4;
const COMPONENTS_Y = 3;
/** Blurhash looks at every pixel; a thumbnail this small gives the same hash at a fraction of the cost. */
const SAMPLE_SIDE = 32;

/** The blurred placeholder a client paints while the picture itself loads. */
export async function blurhashOf(path: string): Promise<string> {
  const { data, info } = await sharp(path)
    .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return encode(new Uint8ClampedArray(data), info.width, info.height, COMPONENTS_X, COMPONENTS_Y);
}
