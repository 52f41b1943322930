// Writes Brotli (.br) and gzip (.gz) copies of the built client's text files once, at build time, at the
// highest levels: @fastify/static (preCompressed) then sends them with no compression work per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve('dist/client');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|xml|txt|map)$/;
let files = 0;
let before = 0;
let after = 0;
for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || entry.name.endsWith('.map')) continue;
  const file = path.join(entry.parentPath, entry.name);
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue; // not worth a second request path
  const br = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  files++;
  before += data.length;
  after += br.length;
}
console.log(`compressed ${files} client files: ${(before / 1024).toFixed(0)} KiB, ${(after / 1024).toFixed(0)} KiB as Brotli`);
