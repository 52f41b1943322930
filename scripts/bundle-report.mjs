// Which packages make up the main client chunk (source bytes from its source map).
import fs from 'node:fs';
const dir = 'dist/client/assets';
const file = fs.readdirSync(dir).find((f) => /^main-.*\.js\.map$/.test(f));
const map = JSON.parse(fs.readFileSync(`${dir}/${file}`, 'utf8'));
const sizes = {};
map.sources.forEach((s, i) => {
  const nm = s.includes('node_modules/') ? s.replace(/.*node_modules\//, '') : null;
  const key = nm
    ? nm
        .split('/')
        .slice(0, nm.startsWith('@') ? 2 : 1)
        .join('/')
    : s
        .replace(/^(\.\.\/)+/, '')
        .split('/')
        .slice(0, 3)
        .join('/');
  sizes[key] = (sizes[key] ?? 0) + (map.sourcesContent[i] ?? '').length;
});
for (const [k, v] of Object.entries(sizes)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 25))
  console.log(`${String(Math.round(v / 1024)).padStart(5)} kB  ${k}`);
