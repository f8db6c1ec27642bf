#!/usr/bin/env node
// Renders the app icons (committed in public/icons) from one SVG. Run after changing the mark:
//   node scripts/generate-icons.mjs
import { mkdirSync } from "node:fs";
import sharp from "sharp";

const ACCENT = "#4f46e5";

// Crossed swords on the accent colour; `inset` keeps the mark inside a maskable icon's safe zone.
const svg = (inset) => `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${inset ? 0 : 112}" fill="${ACCENT}"/>
  <g transform="translate(${inset ? 96 : 64} ${inset ? 96 : 64}) scale(${inset ? 13.3 : 16})" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
    <polyline points="14.5 17.5 3 6 3 3 6 3 17.5 14.5"/>
    <line x1="13" x2="19" y1="19" y2="13"/><line x1="16" x2="20" y1="16" y2="20"/><line x1="19" x2="21" y1="21" y2="19"/>
    <polyline points="14.5 6.5 18 3 21 3 21 6 17.5 9.5"/>
    <line x1="5" x2="9" y1="14" y2="18"/><line x1="7" x2="4" y1="17" y2="20"/><line x1="3" x2="5" y1="19" y2="21"/>
  </g>
</svg>`;

mkdirSync("public/icons", { recursive: true });
for (const size of [192, 512]) {
  await sharp(Buffer.from(svg(false))).resize(size, size).png().toFile(`public/icons/icon-${size}.png`);
  await sharp(Buffer.from(svg(true))).resize(size, size).png().toFile(`public/icons/maskable-${size}.png`);
}
await sharp(Buffer.from(svg(false))).resize(180, 180).png().toFile("public/icons/apple-touch-icon.png");
console.log("Icons written to public/icons");
