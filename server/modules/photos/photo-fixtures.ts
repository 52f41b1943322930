import zlib from 'node:zlib';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import { farms } from '../../db/schema/index.js';

/** A listing row for photo tests (the listings API is not needed to own one). */
export async function insertFarm(db: Db, ownerId: string | null) {
  const [row] = await db
    .insert(farms)
    .values({ name: 'Photo Test Farm', slug: 'photo-test-farm', lat: 41.9, lng: -74, timeZone: 'America/New_York', ownerId })
    .returning({ id: farms.id });
  return row.id;
}

/** A real JPEG carrying EXIF camera and GPS data, rotated by EXIF orientation 6 (stored 3000×2000, shown 2000×3000). */
export function jpegWithGps() {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 190, g: 60, b: 40 } } })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Field 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 55/1 3600/100', GPSLongitudeRef: 'W', GPSLongitude: '74/1 0/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** The EXIF GPS-IFD pointer tag (0x8825) in either byte order. */
export const hasGpsTag = (exif: Buffer | undefined) => !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

export const smallPng = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 60 } } })
    .png()
    .toBuffer();

function chunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A decompression bomb: a valid ~100 KB PNG of 30000×30000 black pixels (1-bit greyscale), 900
 * megapixels once decoded. Built by hand because encoding it through sharp would take minutes.
 */
export function pngBomb(side = 30_000) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const raw = Buffer.alloc((1 + Math.ceil(side / 8)) * side); // each row: filter byte 0 + zero bits
  const idat = zlib.deflateSync(raw, { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body for app.inject(). */
export function multipart(fields: Record<string, string>, file?: { data: Buffer; filename: string; type: string; field?: string }) {
  const boundary = `----fsf${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
