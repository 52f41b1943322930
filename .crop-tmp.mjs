import sharp from 'sharp';
const [src, top, height, out] = process.argv.slice(2);
const img = sharp(src);
const meta = await img.metadata();
await img.extract({ left: 0, top: Number(top), width: meta.width, height: Math.min(Number(height), meta.height - Number(top)) }).toFile(out);
console.log(meta.width, meta.height);
