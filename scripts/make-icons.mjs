// Draws the app icons of the web app manifest from the shapes of web/public/logo.svg, in plain
// Node (zlib's deflate and CRC-32), so the build needs no image package and nothing downloaded:
//   node scripts/make-icons.mjs   → web/public/icons/icon-192.png, icon-512.png, icon-maskable-512.png
// The PNGs are committed; run it again only when the logo changes.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

const INDIGO = [0x37, 0x30, 0xa3];
const WHITE = [0xff, 0xff, 0xff];
const ORANGE = [0xfb, 0x92, 0x3c];

const roundedRect = (x, y, w, h, r) => (px, py) => {
  const dx = Math.max(x + r - px, 0, px - (x + w - r));
  const dy = Math.max(y + r - py, 0, py - (y + h - r));
  return px >= x && px <= x + w && py >= y && py <= y + h && dx * dx + dy * dy <= r * r;
};
const circle = (cx, cy, r) => (px, py) => (px - cx) ** 2 + (py - cy) ** 2 <= r * r;
const triangle = (a, b, c) => (px, py) => {
  const side = (p, q) => (q[0] - p[0]) * (py - p[1]) - (q[1] - p[1]) * (px - p[0]);
  const s1 = side(a, b);
  const s2 = side(b, c);
  const s3 = side(c, a);
  return (s1 >= 0 && s2 >= 0 && s3 >= 0) || (s1 <= 0 && s2 <= 0 && s3 <= 0);
};
const polyline = (points, width) => (px, py) =>
  points.slice(1).some((q, i) => {
    const p = points[i];
    const [vx, vy] = [q[0] - p[0], q[1] - p[1]];
    const t = Math.max(0, Math.min(1, ((px - p[0]) * vx + (py - p[1]) * vy) / (vx * vx + vy * vy)));
    return (px - p[0] - t * vx) ** 2 + (py - p[1] - t * vy) ** 2 <= (width / 2) ** 2;
  });

/** The logo's shapes on its 64-unit grid, painted in order; `background` fills the square. */
function logoShapes(background) {
  return [
    [background, INDIGO],
    [roundedRect(7, 8, 36, 26, 8), WHITE],
    [triangle([13, 32], [13, 43], [23, 34]), WHITE],
    [
      polyline(
        [
          [15, 14],
          [19.5, 27],
          [25, 18],
          [30.5, 27],
          [35, 14],
        ],
        3.6,
      ),
      INDIGO,
    ],
    [roundedRect(21.5, 29.5, 38, 27, 9.5), INDIGO],
    [triangle([49.5, 55], [49.5, 62.5], [40.5, 55]), INDIGO],
    [roundedRect(24.5, 32.5, 32, 21, 6.5), ORANGE],
    [triangle([51, 52], [51, 58], [45, 52]), ORANGE],
    [circle(32, 43, 2.6), INDIGO],
    [circle(40.5, 43, 2.6), INDIGO],
    [circle(49, 43, 2.6), INDIGO],
  ];
}

/**
 * RGBA pixels of the logo at `size` px, 4×4 samples a pixel. A maskable icon fills the whole
 * square and keeps the drawing within the central 80% that every mask shape shows.
 */
function draw(size, maskable) {
  const shapes = logoShapes(maskable ? () => true : roundedRect(0, 0, 64, 64, 14));
  const scale = maskable ? 0.8 : 1;
  const offset = (64 - 64 * scale) / 2;
  const pixels = Buffer.alloc(size * size * 4);
  const SAMPLES = 4;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const u = (((x + (sx + 0.5) / SAMPLES) / size) * 64 - offset) / scale;
          const v = (((y + (sy + 0.5) / SAMPLES) / size) * 64 - offset) / scale;
          let colour = null;
          for (const [inside, fill] of shapes) if (inside(u, v)) colour = fill;
          if (colour) {
            sum[0] += colour[0];
            sum[1] += colour[1];
            sum[2] += colour[2];
            sum[3] += 255;
          }
        }
      }
      const n = SAMPLES * SAMPLES;
      const i = (y * size + x) * 4;
      // Colours averaged over the covered samples, coverage as alpha.
      const covered = sum[3] / 255;
      for (let c = 0; c < 3; c++) pixels[i + c] = covered ? Math.round(sum[c] / covered) : 0;
      pixels[i + 3] = Math.round(sum[3] / n);
    }
  }
  return pixels;
}

function png(size, pixels) {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++)
    pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'web', 'public', 'icons');
mkdirSync(out, { recursive: true });
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
]) {
  writeFileSync(path.join(out, name), png(size, draw(size, maskable)));
  console.log(`${name}: ${size}×${size}${maskable ? ', maskable' : ''}`);
}
