/**
 * Images drawn locally as small SVGs: product packshots (a package shape in the brand's colour with its name),
 * brand logos, popup and collection banners. Every drawing is a pure function of its inputs, and `renderMedia`
 * turns a stored media path back into the drawing without a database, so one API route can serve them all.
 */
import { articlesData } from './data/articles';
import { landingPagesData } from './data/landing-pages';
import type { Shape } from './data/product-types';
import { hashSeed } from './random';
import { reference } from './reference';

export interface ProductImageOptions {
  /** Product id: picks the background and the variations. */
  id: number;
  /** Image position (0 = main); later positions are other views. */
  position?: number;
  /** Latin brand name, printed on the label. */
  brandName: string;
  /** Brand colour, #rrggbb. */
  brandColor: string;
  /** Arabic product type, printed as the caption. */
  typeName: string;
  shape: Shape;
}

const FONT = "'IBM Plex Sans Arabic',Tahoma,Arial,sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function rgb(hex: string): [number, number, number] {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1] ?? '777777';
  const n = Number.parseInt(value, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes a colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  const t = Math.abs(amount);
  return `#${rgb(hex)
    .map((c) => Math.round(c + (target - c) * t))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

function isDark(hex: string): boolean {
  const [r, g, b] = rgb(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b < 150;
}

const BACKGROUNDS = ['#fdf2f6', '#f3f6fd', '#f4faf6', '#fff8ef', '#f6f3fb', '#f2f8fa', '#faf7f2', '#fbf1f1'];

interface Drawing {
  parts: string;
  /** Label box: x, y, width, height. */
  label: [number, number, number, number];
}

/** The package, in body colour `b` and cap colour `k`. */
function drawShape(shape: Shape, b: string, k: string): Drawing {
  switch (shape) {
    case 'bottle':
      return {
        parts: `<rect x="268" y="95" width="64" height="60" rx="8" fill="${k}"/><rect x="215" y="150" width="170" height="315" rx="34" fill="${b}"/>`,
        label: [230, 250, 140, 110],
      };
    case 'pump':
      return {
        parts: `<rect x="288" y="70" width="24" height="50" fill="${k}"/><rect x="300" y="70" width="62" height="14" rx="6" fill="${k}"/><rect x="258" y="115" width="84" height="45" rx="8" fill="${k}"/><rect x="220" y="155" width="160" height="310" rx="26" fill="${b}"/>`,
        label: [232, 250, 136, 110],
      };
    case 'tube':
      return {
        parts: `<rect x="210" y="110" width="180" height="22" rx="4" fill="${shade(b, -0.15)}"/><path d="M215 130h170l-45 300h-80z" fill="${b}"/><rect x="255" y="425" width="90" height="50" rx="8" fill="${k}"/>`,
        label: [235, 200, 130, 110],
      };
    case 'jar':
      return {
        parts: `<rect x="175" y="225" width="250" height="62" rx="14" fill="${k}"/><rect x="185" y="282" width="230" height="180" rx="26" fill="${b}"/>`,
        label: [205, 320, 190, 100],
      };
    case 'dropper':
      return {
        parts: `<ellipse cx="300" cy="92" rx="24" ry="34" fill="${k}"/><rect x="266" y="118" width="68" height="55" rx="8" fill="${shade(k, -0.2)}"/><rect x="225" y="168" width="150" height="292" rx="30" fill="${b}"/>`,
        label: [237, 260, 126, 110],
      };
    case 'spray':
      return {
        parts: `<rect x="262" y="90" width="76" height="75" rx="22" fill="${k}"/><rect x="228" y="158" width="144" height="310" rx="44" fill="${b}"/>`,
        label: [240, 260, 120, 110],
      };
    case 'box':
      return {
        parts: `<path d="M195 150l25-30h160l25 30z" fill="${shade(b, 0.25)}"/><rect x="195" y="150" width="210" height="315" rx="6" fill="${b}"/><rect x="195" y="150" width="210" height="28" fill="${k}"/>`,
        label: [215, 260, 170, 110],
      };
    case 'lipstick':
      return {
        parts: `<path d="M262 215l76-40v60h-76z" fill="${k}"/><rect x="256" y="230" width="88" height="70" rx="4" fill="${shade(b, 0.35)}"/><rect x="245" y="295" width="110" height="175" rx="10" fill="${b}"/>`,
        label: [252, 345, 96, 70],
      };
    case 'pencil':
      return {
        parts: `<rect x="272" y="80" width="56" height="150" rx="22" fill="${k}"/><rect x="268" y="222" width="64" height="250" rx="20" fill="${b}"/>`,
        label: [270, 300, 60, 110],
      };
    case 'compact':
      return {
        parts: `<circle cx="300" cy="300" r="160" fill="${b}"/><circle cx="300" cy="300" r="118" fill="${k}"/><circle cx="300" cy="300" r="118" fill="#fff" opacity=".25"/>`,
        label: [215, 260, 170, 80],
      };
    case 'perfume':
      return {
        parts: `<rect x="262" y="95" width="76" height="70" rx="10" fill="${k}"/><rect x="284" y="160" width="32" height="30" fill="${shade(k, 0.3)}"/><rect x="190" y="185" width="220" height="280" rx="40" fill="${b}" opacity=".92"/><rect x="210" y="200" width="30" height="240" rx="14" fill="#fff" opacity=".25"/>`,
        label: [240, 280, 150, 100],
      };
    case 'stick':
      return {
        parts: `<rect x="238" y="110" width="124" height="90" rx="34" fill="${k}"/><rect x="232" y="190" width="136" height="278" rx="32" fill="${b}"/>`,
        label: [242, 270, 116, 110],
      };
    default:
      return {
        parts: `<rect x="170" y="160" width="260" height="290" rx="44" fill="${b}"/><rect x="205" y="195" width="190" height="90" rx="12" fill="${k}"/><circle cx="300" cy="390" r="32" fill="${shade(b, 0.4)}"/>`,
        label: [205, 195, 190, 90],
      };
  }
}

/** A product packshot, 600×600, < 3 KB. */
export function productImageSvg(options: ProductImageOptions): string {
  const position = options.position ?? 0;
  const h = hashSeed(options.id, position);
  const brand = options.brandColor;
  const background = BACKGROUNDS[h % BACKGROUNDS.length] as string;
  // Half the packages are in the brand colour with a light label; the rest are white with brand-coloured details.
  const solid = (h >>> 4) % 2 === 0;
  const body = solid ? brand : '#ffffff';
  const cap = solid ? shade(brand, isDark(brand) ? 0.55 : -0.35) : brand;
  const drawing = drawShape(options.shape, body, cap);
  const [lx, ly, lw, lh] = drawing.label;
  // Narrow labels (pencils) carry the name along their length; a name too long for the label keeps its first word.
  const vertical = lw < lh * 0.7;
  const room = (vertical ? lh : lw) - 12;
  let name = options.brandName;
  if (name.length * 0.58 * 12 > room && name.includes(' ')) name = name.slice(0, name.indexOf(' '));
  if (name.length > 22) name = `${name.slice(0, 21)}…`;
  const size = Math.max(12, Math.min(30, Math.floor(room / (name.length * 0.58))));
  const rotate = vertical ? ` transform="rotate(-90 ${lx + lw / 2} ${ly + lh / 2})"` : '';
  const labelFill = solid ? '#ffffff' : shade(brand, 0.88);
  const transform =
    position === 1
      ? ' transform="rotate(-8 300 300)"'
      : position >= 2
        ? ' transform="translate(150 120) scale(.6)"'
        : '';
  const cx = 90 + ((h >>> 8) % 420);
  const cy = 80 + ((h >>> 16) % 200);
  const extra =
    position >= 2
      ? `<circle cx="210" cy="330" r="150" fill="${shade(brand, 0.7)}"/><circle cx="210" cy="330" r="110" fill="${shade(brand, 0.45)}" opacity=".7"/>`
      : `<circle cx="${cx}" cy="${cy}" r="${70 + (h % 60)}" fill="${shade(brand, 0.82)}" opacity=".7"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" lang="ar" dir="rtl">`,
    `<rect width="600" height="600" fill="${background}"/>`,
    extra,
    `<ellipse cx="300" cy="482" rx="150" ry="14" fill="#000" opacity=".08"/>`,
    `<g${transform}>${drawing.parts}`,
    `<rect x="${lx}" y="${ly}" width="${lw}" height="${lh}" rx="10" fill="${labelFill}"/>`,
    `<text x="${lx + lw / 2}" y="${ly + lh / 2}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${isDark(labelFill) ? '#fff' : brand}" text-anchor="middle" dominant-baseline="central" direction="ltr"${rotate}>${escapeXml(name)}</text></g>`,
    `<text x="300" y="548" font-family="${FONT}" font-size="30" fill="#333" text-anchor="middle" direction="rtl">${escapeXml(options.typeName)}</text>`,
    '</svg>',
  ].join('');
}

/** A brand logo, 400×200: the Latin name on the brand colour with the Arabic name under it. */
export function brandLogoSvg(brand: { nameEn: string; nameAr: string; color: string }): string {
  const size = Math.max(22, Math.min(56, Math.floor(340 / (brand.nameEn.length * 0.6))));
  const ink = isDark(brand.color) ? '#ffffff' : '#111111';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" width="400" height="200" lang="ar" dir="rtl">`,
    `<rect width="400" height="200" rx="24" fill="${brand.color}"/>`,
    `<text x="200" y="95" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${ink}" text-anchor="middle" dominant-baseline="central" direction="ltr">${escapeXml(brand.nameEn)}</text>`,
    `<text x="200" y="160" font-family="${FONT}" font-size="28" fill="${ink}" opacity=".85" text-anchor="middle" direction="rtl">${escapeXml(brand.nameAr)}</text>`,
    '</svg>',
  ].join('');
}

/** Splits a text into lines of at most `max` characters, on spaces. */
function wrap(text: string, max: number, lines: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && `${current} ${word}`.length > max) {
      out.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) out.push(current);
  return out.slice(0, lines);
}

/** How a banner sets its words: the body's size (px of the drawing), its line length and the title's largest size. */
interface BannerType {
  bodySize: number;
  bodyChars: number;
  titleMax: number;
  /** Two lines of about the same length rather than a full line and a word left alone on the next. */
  balanced?: boolean;
}
const BANNER_TYPE: BannerType = { bodySize: 28, bodyChars: 44, titleMax: 56 };
/**
 * The home page's hero shows a 1200-wide collection banner about 300 px wide on a 375 px phone (a quarter of its
 * size): its words are set large enough to read there — the body at 48 (12 px on the phone, where 28 gave 7 px), the
 * title at up to 64 (16 px); 40 letters a line keep every seeded description on two lines. (issue 24: the hero's
 * subtitle could not be read on a phone)
 */
const HERO_BANNER_TYPE: BannerType = { bodySize: 48, bodyChars: 40, titleMax: 64, balanced: true };

/** One line when it fits; else the two lines, each within `max`, whose longer one is shortest. */
function balancedLines(text: string, max: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  if (text.length <= max) return [words.join(' ')];
  let best: string[] | null = null;
  for (let at = 1; at < words.length; at++) {
    const lines = [words.slice(0, at).join(' '), words.slice(at).join(' ')];
    const longest = Math.max(...lines.map((line) => line.length));
    if (longest <= max && (!best || longest < Math.max(...best.map((line) => line.length)))) best = lines;
  }
  return best ?? wrap(text, max, 2);
}

function banner(
  width: number,
  height: number,
  color: string,
  title: string,
  text: string,
  seed: number,
  type: BannerType = BANNER_TYPE,
): string {
  const h = hashSeed(seed, width);
  const light = shade(color, isDark(color) ? 0.25 : -0.2);
  const ink = isDark(color) ? '#ffffff' : '#111111';
  const body = (type.balanced ? balancedLines(text, type.bodyChars) : wrap(text, type.bodyChars, 2))
    .map(
      (line, i) =>
        `<text x="${width / 2}" y="${height * 0.62 + i * Math.round(type.bodySize * 1.35)}" font-family="${FONT}" font-size="${type.bodySize}" fill="${ink}" text-anchor="middle" direction="rtl">${escapeXml(line)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" lang="ar" dir="rtl">`,
    `<rect width="${width}" height="${height}" fill="${color}"/>`,
    `<circle cx="${(h % width) | 0}" cy="${height * 0.15}" r="${height * 0.45}" fill="${light}" opacity=".5"/>`,
    `<circle cx="${width - ((h >>> 10) % width)}" cy="${height}" r="${height * 0.35}" fill="${light}" opacity=".4"/>`,
    `<text x="${width / 2}" y="${height * 0.4}" font-family="${FONT}" font-size="${Math.min(type.titleMax, Math.floor((width * 1.6) / Math.max(title.length, 1)))}" font-weight="700" fill="${ink}" text-anchor="middle" direction="rtl">${escapeXml(title)}</text>`,
    body,
    '</svg>',
  ].join('');
}

/** A popup image, 800×500: the title and description on the popup's colour. */
export function popupImageSvg(popup: { id: number; title: string; description: string; color: string }): string {
  return banner(800, 500, popup.color, popup.title, popup.description, popup.id);
}

/** A collection banner, 1200×400, set to be read in the home page's hero on a phone. */
export function collectionImageSvg(collection: {
  id: number;
  title: string;
  description: string;
  color: string;
}): string {
  return banner(1200, 400, collection.color, collection.title, collection.description, collection.id, HERO_BANNER_TYPE);
}

/** An article's cover, 1200×630 (the Open Graph size): its title and excerpt on its colour. */
export function articleImageSvg(article: { title: string; excerpt: string; color: string }, seed: number): string {
  return banner(1200, 630, article.color, article.title, article.excerpt, seed);
}

const PRODUCT_PATH = /^products\/([a-z0-9-]{1,60})\/([a-z0-9-]{1,60})\/([1-9][0-9]{0,8})-([0-9])\.svg$/;
const BRAND_PATH = /^brands\/([a-z0-9-]{1,60})\.svg$/;
const POPUP_PATH = /^popups\/([1-9][0-9]{0,5})\.svg$/;
const COLLECTION_PATH = /^collections\/([a-z0-9-]{1,80})\.svg$/;
const ARTICLE_PATH = /^articles\/([a-z0-9-]{1,80})\.svg$/;
const LANDING_PATH = /^landings\/([a-z0-9-]{1,60})\.svg$/;

/**
 * The SVG for a media path as the seed stores it — `products/{brandSlug}/{typeKey}/{productId}-{position}.svg`,
 * `brands/{slug}.svg`, `popups/{id}.svg`, `collections/{slug}.svg`, the seeded articles' `articles/{handle}.svg` and
 * campaign pages' `landings/{slug}.svg` — with or without a leading `/media/` and a
 * `?v=` query. Null for anything else (unknown names, path traversal, other extensions).
 */
export function renderMedia(path: string): string | null {
  if (typeof path !== 'string' || path.length > 300) return null;
  const clean =
    path
      .split('?')[0]
      ?.replace(/^\/+/, '')
      .replace(/^media\//, '') ?? '';
  const ref = reference();
  let match = PRODUCT_PATH.exec(clean);
  if (match) {
    const brand = ref.brandBySlug.get(match[1] as string);
    const type = ref.productTypeByKey.get(match[2] as string);
    if (!brand || !type) return null;
    return productImageSvg({
      id: Number(match[3]),
      position: Number(match[4]),
      brandName: brand.en,
      brandColor: brand.color,
      typeName: type.ar,
      shape: type.shape,
    });
  }
  match = BRAND_PATH.exec(clean);
  if (match) {
    const brand = ref.brandBySlug.get(match[1] as string);
    return brand ? brandLogoSvg({ nameEn: brand.en, nameAr: brand.ar, color: brand.color }) : null;
  }
  match = POPUP_PATH.exec(clean);
  if (match) {
    const popup = ref.popups.find((p) => p.id === Number(match?.[1]));
    return popup ? popupImageSvg(popup) : null;
  }
  match = COLLECTION_PATH.exec(clean);
  if (match) {
    const collection = ref.collectionBySlug.get(match[1] as string);
    return collection ? collectionImageSvg(collection) : null;
  }
  match = ARTICLE_PATH.exec(clean);
  if (match) {
    const index = articlesData.findIndex((a) => a.handle === match?.[1]);
    const article = articlesData[index];
    return article ? articleImageSvg(article, index + 1) : null;
  }
  match = LANDING_PATH.exec(clean);
  if (match) {
    const landing = landingPagesData.find((l) => l.slug === match?.[1]);
    return landing
      ? collectionImageSvg({ id: 1, title: landing.heroTitle, description: '', color: landing.color })
      : null;
  }
  return null;
}
