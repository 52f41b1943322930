import crypto from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { badRequest, HttpError, withValues } from '../../lib/errors.js';
import { msg } from '@common/i18n/keys.js';

export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic';

/** Largest decoded image accepted: a few bytes of PNG or JPEG can declare gigapixels (a decompression bomb). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Widths of the stored sizes (thumb, medium, large); an image is never scaled up. */
export const PHOTO_WIDTHS = { thumb: 400, medium: 800, large: 1600 } as const;

const ascii = (buf: Buffer, from: number, to: number) => buf.subarray(from, to).toString('latin1');
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** The image type from the file's first bytes; the name and declared Content-Type are never trusted. */
export function sniffImageType(buf: Buffer): ImageType | null {
  if (buf.length < 12) return null;
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return 'webp';
  if (ascii(buf, 4, 8) === 'ftyp') {
    // ISO-BMFF: the major brand, then compatible brands up to the end of the ftyp box.
    const boxEnd = Math.min(buf.readUInt32BE(0), buf.length, 64);
    const brands = [ascii(buf, 8, 12)];
    for (let i = 16; i + 4 <= boxEnd; i += 4) brands.push(ascii(buf, i, i + 4));
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
    if (brands.some((b) => HEIC_BRANDS.has(b))) return 'heic';
  }
  return null;
}

export interface StoredVariant {
  name: keyof typeof PHOTO_WIDTHS;
  data: Buffer;
  width: number;
  height: number;
  hash: string;
}

const unsupported = () => new HttpError(415, msg('errors:photos.unsupported'));
// Prebuilt sharp reads AVIF but not HEVC-coded HEIC (patents): say what to do instead.
const heicUnreadable = () => new HttpError(415, msg('errors:photos.heicUnreadable'));

/**
 * Checks and re-encodes an upload: sniffed type, pixel limit before decoding, EXIF orientation applied,
 * then WebP at three widths. sharp writes no metadata unless asked (no withMetadata), so EXIF, GPS,
 * XMP and camera data are all dropped.
 */
export async function processPhoto(input: Buffer): Promise<StoredVariant[]> {
  const type = sniffImageType(input);
  if (!type) throw unsupported();
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let meta: Metadata;
  try {
    // Header only, nothing decoded: no pixel limit here, so the size check below can say what is wrong.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw type === 'heic' ? heicUnreadable() : unsupported();
  }
  // The header says what the decoder would allocate: refuse before decoding anything.
  if (!meta.width || !meta.height) throw unsupported();
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new HttpError(413, withValues('errors:photos.tooBig', { width: meta.width, height: meta.height, max: MAX_INPUT_PIXELS / 1e6 }));
  }
  try {
    const base = sharp(input, options).rotate();
    return await Promise.all(
      (Object.entries(PHOTO_WIDTHS) as Array<[StoredVariant['name'], number]>).map(async ([name, width]) => {
        const { data, info } = await base.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
        return { name, data, width: info.width, height: info.height, hash: crypto.createHash('sha256').update(data).digest('hex') };
      }),
    );
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw new HttpError(413, msg('errors:photos.tooManyPixels'));
    if (type === 'heic') throw heicUnreadable();
    throw badRequest('errors:photos.unreadable');
  }
}
