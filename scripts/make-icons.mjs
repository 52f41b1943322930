import sharp from 'sharp';
const svg = 'client/public/icons/icon.svg';
await sharp(svg).resize(192, 192).png().toFile('client/public/icons/icon-192.png');
await sharp(svg).resize(512, 512).png().toFile('client/public/icons/icon-512.png');
// maskable: the logo inside the 80 % safe zone on the brand colour
const inner = await sharp(svg).resize(400, 400).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#2f6b3a' } })
  .composite([{ input: inner, top: 56, left: 56 }])
  .png()
  .toFile('client/public/icons/maskable-512.png');
const og = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#2f6b3a"/><text x="600" y="330" text-anchor="middle" font-family="Georgia, serif" font-size="76" fill="#fdf6e3">Farm Stand Finder</text><text x="600" y="410" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="36" fill="#f4c542">Connecting you with local farm stands</text></svg>`,
);
const logo = await sharp(svg).resize(160, 160).png().toBuffer();
await sharp(og)
  .composite([{ input: logo, top: 90, left: 520 }])
  .png()
  .toFile('client/public/icons/og-image.png');
