/** The icons and link-preview images, drawn at build from the favicon, the theme and the site config. */
import sharp from 'sharp';
import faviconSvg from '../../public/favicon.svg?raw';
import { colors } from '../../tailwind.config.mjs';
import { SHARE_IMAGE } from './brand-addresses';

/** The response of a drawn file, `data` once ready, as `type`. */
export const fileResponse = async (data: Buffer | Promise<Buffer>, type = 'image/png') =>
  new Response(new Uint8Array(await data), { headers: { 'Content-Type': type } });

/** The mark's white house, a 32 × 32 path taken from the favicon. */
function markPath(): string {
  const match = /<path[^>]*\bd="([^"]+)"/.exec(faviconSvg);
  if (!match?.[1]) throw new Error('public/favicon.svg must draw the mark with one <path d="…">');
  return match[1];
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A square PNG icon; `fullBleed` fills it with the brand colour, the mark in the centre 60 % (maskable safe zone). */
export async function iconPng(size: number, { fullBleed = false } = {}): Promise<Buffer> {
  const svg = fullBleed
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${colors.brand}"/><path transform="translate(3.2 3.2) scale(0.8)" d="${markPath()}" fill="#fff"/></svg>`
    : faviconSvg;
  return sharp(Buffer.from(svg), { density: Math.max(72, (72 * size) / 32) })
    .resize(size, size)
    .png()
    .toBuffer();
}

/** `png` wrapped in a one-image .ico file (ICO may hold PNG data), for /favicon.ico. */
export function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22); // zeros: the reserved fields, no palette
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // offset of the image data
  return Buffer.concat([header, png]);
}

/** A line of the share image's text, wrapped to its width but for 80 px on each side. */
async function textPng(text: string, { size, weight, color }: { size: number; weight: string; color: string }) {
  return sharp({
    text: {
      text: `<span foreground="${color}" font_weight="${weight}">${escapeXml(text)}</span>`,
      font: `sans-serif ${size}`,
      width: SHARE_IMAGE.width - 160,
      rgba: true,
      dpi: 72,
      wrap: 'word',
    },
  })
    .png()
    .toBuffer();
}

/** The 1200 × 630 link-preview image: the mark, the studio's name, its tagline and its city. */
export async function shareImagePng({ name, tagline, city }: { name: string; tagline: string; city: string }) {
  const { width, height } = SHARE_IMAGE;
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colors.brand}"/><stop offset="1" stop-color="${colors['brand-strong']}"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    <circle cx="${width - 120}" cy="90" r="260" fill="#fff" fill-opacity="0.08"/>
    <circle cx="${width - 40}" cy="${height - 20}" r="180" fill="#fff" fill-opacity="0.06"/>
  </svg>`;
  const [mark, title, subtitle, place] = await Promise.all([
    iconPng(128),
    textPng(name, { size: 88, weight: 'bold', color: colors['brand-contrast'] }),
    textPng(tagline, { size: 48, weight: 'normal', color: colors['brand-contrast'] }),
    textPng(city, { size: 30, weight: 'normal', color: colors['brand-soft'] }),
  ]);
  return sharp(Buffer.from(background))
    .composite([
      { input: mark, left: 80, top: 80 },
      { input: title, left: 80, top: 270 },
      { input: subtitle, left: 80, top: 390 },
      { input: place, left: 80, top: height - 100 },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
