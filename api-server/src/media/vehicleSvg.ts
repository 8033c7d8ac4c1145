/**
 * Draws the demo stock's pictures: a vehicle's body silhouette in its colour, in a 400×300 scene.
 * Gallery index picks the view and backdrop; 360 frames (turntable) turn the car by 15° a frame.
 */
export type Silhouette = 'hatchback' | 'saloon' | 'estate' | 'suv' | 'coupe' | 'van';
export type Size = 'url' | 'medium' | 'large';

export const SIZES: Record<Size, { width: number; height: number }> = {
  url: { width: 640, height: 480 },
  medium: { width: 1024, height: 768 },
  large: { width: 1600, height: 1200 },
};

const BODIES: Record<Silhouette, { body: string; glass: string; wheelR: number }> = {
  hatchback: {
    body: 'M40,210 L45,170 Q60,150 110,145 L150,110 Q165,100 200,100 L270,100 Q290,100 305,120 L330,150 Q355,155 360,175 L362,210 Z',
    glass: 'M125,145 L158,115 Q168,108 200,108 L265,108 Q282,108 292,122 L312,146 Z',
    wheelR: 26,
  },
  saloon: {
    body: 'M30,210 L35,175 Q50,155 100,150 L145,115 Q160,105 195,105 L255,105 Q275,105 295,125 L315,148 Q355,150 368,165 L372,210 Z',
    glass: 'M118,150 L152,120 Q164,112 196,112 L252,112 Q268,112 284,128 L300,148 Z',
    wheelR: 26,
  },
  estate: {
    body: 'M35,210 L40,170 Q55,150 105,147 L145,110 Q160,100 195,100 L330,100 Q345,100 350,115 L358,160 L362,210 Z',
    glass: 'M120,147 L152,116 Q162,108 196,108 L326,108 Q338,108 341,120 L346,147 Z',
    wheelR: 26,
  },
  suv: {
    body: 'M35,215 L38,160 Q50,140 100,135 L135,90 Q148,80 180,80 L315,80 Q335,80 345,100 L360,140 Q368,150 368,170 L368,215 Z',
    glass: 'M112,135 L142,96 Q152,88 182,88 L312,88 Q328,88 336,104 L350,135 Z',
    wheelR: 30,
  },
  coupe: {
    body: 'M30,205 L35,180 Q55,160 115,155 L170,118 Q185,110 215,110 L255,112 Q280,118 305,140 L345,152 Q368,160 370,180 L372,205 Z',
    glass: 'M140,154 L176,124 Q188,117 214,117 L252,119 Q272,124 292,142 L300,152 Z',
    wheelR: 25,
  },
  van: {
    body: 'M30,215 L32,150 Q40,110 90,100 L110,65 Q118,55 140,55 L360,55 Q372,55 372,70 L372,215 Z',
    glass: 'M44,140 Q50,115 92,108 L108,75 Q114,66 132,66 L150,66 L150,140 Z',
    wheelR: 26,
  },
};

const BACKDROPS = [
  ['#eef1f5', '#c9d1dc'],
  ['#f7f3ea', '#d9cfbd'],
  ['#e8f1ec', '#bcd2c4'],
  ['#2b3442', '#11161e'],
  ['#f3eef6', '#d2c6dc'],
  ['#fdf6e3', '#e6d3a3'],
  ['#e9eef2', '#9fb0bf'],
  ['#f0f0f0', '#bdbdbd'],
] as const;

export function silhouetteFor(bodyTypeSlug: string): Silhouette {
  if (bodyTypeSlug.includes('van')) return 'van';
  if (bodyTypeSlug.includes('suv') || bodyTypeSlug.includes('4x4')) return 'suv';
  if (bodyTypeSlug.includes('estate') || bodyTypeSlug.includes('mpv')) return 'estate';
  if (bodyTypeSlug.includes('coupe') || bodyTypeSlug.includes('convertible')) return 'coupe';
  if (bodyTypeSlug.includes('saloon')) return 'saloon';
  return 'hatchback';
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface PictureInput {
  silhouette: Silhouette;
  colour: string;
  size: Size;
  index: number;
  /** First 360 frame index; frames turn the car by 15° each. */
  spinFrom?: number;
  label?: string;
}

export function vehicleSvg({
  silhouette,
  colour,
  size,
  index,
  spinFrom = 50,
  label,
}: PictureInput): string {
  const { width, height } = SIZES[size];
  const shape = BODIES[silhouette];
  const spin = index >= spinFrom;
  const angle = spin ? ((index - spinFrom) * 15 * Math.PI) / 180 : 0;
  // Gallery: 0 side, 1 mirrored side, 2 three-quarter, 3 mirrored three-quarter, …
  const scaleX = spin
    ? Math.max(0.3, Math.abs(Math.cos(angle))) * (Math.cos(angle) < 0 ? -1 : 1)
    : [1, -1, 0.75, -0.75][index % 4]!;
  const [light, dark] = BACKDROPS[spin ? 0 : index % BACKDROPS.length]!;
  const ground = 215 + shape.wheelR - 26;
  const wheels = [105, 300]
    .map(
      (x) =>
        `<circle cx="${x}" cy="${ground - 3}" r="${shape.wheelR}" fill="#1b1b1b"/><circle cx="${x}" cy="${ground - 3}" r="${Math.round(shape.wheelR * 0.5)}" fill="#9aa0a6"/>`,
    )
    .join('');
  const text = label
    ? `<text x="12" y="290" font-family="sans-serif" font-size="11" fill="${index % 8 === 3 ? '#dfe6ee' : '#4a5561'}">${escape(label)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300" role="img" aria-label="${escape(label ?? silhouette)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#bg)"/>
<ellipse cx="200" cy="${ground + shape.wheelR - 2}" rx="${Math.round(175 * Math.abs(scaleX))}" ry="9" fill="#000" opacity="0.18"/>
<g transform="translate(200 0) scale(${scaleX.toFixed(3)} 1) translate(-200 0)">
<path d="${shape.body}" fill="${colour}" stroke="#222" stroke-width="2"/>
<path d="${shape.glass}" fill="#a9c4d8" opacity="0.85"/>
${wheels}
</g>${text}
</svg>`;
}
