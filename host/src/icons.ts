import { crc32, deflateSync } from 'node:zlib';

/**
 * The tenant's PNG icons (decision 0708): its site name's initial in white on its theme colour,
 * drawn from a small built-in bitmap font and encoded here over node:zlib. No image library: the
 * picture is a square of one colour and a letter.
 */

/** The sizes served: the manifest's 192 and 512, and the 180 of an apple-touch-icon. */
export const ICON_SIZES = [180, 192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** IHDR colour type 6: red, green, blue and alpha, 8 bits each. */
const COLOUR_TYPE_RGBA = 6;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A PNG of `width` × `height` RGBA pixels (`rgba` holds 4 bytes a pixel, row by row).
 *
 * @example encodePng(1, 1, new Uint8Array([255, 0, 0, 255])).subarray(1, 4).toString() // 'PNG'
 */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  if (rgba.length !== width * height * 4) {
    throw new RangeError(`expected ${width * height * 4} bytes of RGBA, got ${rgba.length}`);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = COLOUR_TYPE_RGBA;
  // Compression 0 (deflate), filter method 0, no interlace: the remaining bytes stay 0.
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    // Each row starts with its filter type; 0 (none) suits a flat picture well enough.
    raw.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * 5 × 7 glyphs for the letters and digits a site name may start with: one string a row, `#` inked.
 */
const GLYPHS: Record<string, readonly string[]> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  I: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '#####'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
  '0': ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['####.', '....#', '....#', '.###.', '....#', '....#', '####.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
};

/**
 * The glyph drawn for a site name: its first letter or digit with accents dropped ("Émile" → E),
 * or null when it has none the font knows (the icon is then the colour alone).
 *
 * @example monogramOf('northgate Motors') // 'N'
 * @example monogramOf('  Émile Cars') // 'E'
 * @example monogramOf('★') // null
 */
export function monogramOf(siteName: string): string | null {
  const letter = siteName.trim().normalize('NFD').charAt(0).toUpperCase();
  return letter in GLYPHS ? letter : null;
}

/** `#rgb` or `#rrggbb` (TenantConfig.themeColour, already checked) as red, green, blue. */
export function rgbOf(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? digits.replace(/./g, (d) => d + d) : digits;
  const value = Number.parseInt(full, 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/**
 * The glyph's cell size: 8% of the icon, so the 5 × 7 letter stays inside the central circle of
 * 80% that a maskable icon's mask always keeps (and inside iOS's rounded corners).
 */
const CELL = 0.08;

/**
 * A `size` × `size` icon: the theme colour edge to edge (opaque, as iOS and maskable icons want)
 * with the site name's initial in white, centred.
 */
export function monogramPng(size: number, siteName: string, themeColour: string): Buffer {
  const [r, g, b] = rgbOf(themeColour);
  const pixels = new Uint8Array(size * size * 4);
  for (let i = 0; i < pixels.length; i += 4) {
    pixels[i] = r;
    pixels[i + 1] = g;
    pixels[i + 2] = b;
    pixels[i + 3] = 255;
  }
  const letter = monogramOf(siteName);
  const rows = letter ? GLYPHS[letter]! : [];
  const cell = Math.max(1, Math.round(size * CELL));
  const left = Math.round((size - 5 * cell) / 2);
  const top = Math.round((size - 7 * cell) / 2);
  rows.forEach((row, gy) => {
    for (let gx = 0; gx < row.length; gx++) {
      if (row[gx] !== '#') continue;
      for (let y = top + gy * cell; y < top + (gy + 1) * cell; y++) {
        pixels.fill(
          255,
          (y * size + left + gx * cell) * 4,
          (y * size + left + (gx + 1) * cell) * 4,
        );
      }
    }
  });
  return encodePng(size, size, pixels);
}
