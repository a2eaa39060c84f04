// A site's own images, made once per build (not per page) from SVG with sharp: the favicon (SVG, and
// a 32 px PNG for browsers without SVG icons) and the 1200 x 630 Open Graph image with the business
// name, trade and city. Text is set in DejaVu Sans when installed, else the system's sans-serif.
// The same inputs give the same bytes, so recent results are kept per process (a rebuild with the
// same name, trade, city and template costs nothing).
import sharp from 'sharp';
import { esc } from '../escape';
import type { TemplateId } from '../types';

export interface SiteImageInput {
  template: TemplateId;
  name: string;
  /** "Roofing", "Plumbing" */
  vertical: string;
  /** "Austin, TX" */
  city: string;
}

export interface SiteImages {
  faviconSvg: string;
  faviconPng: Buffer;
  ogPng: Buffer;
}

interface Palette {
  bg: string;
  bg2: string;
  fg: string;
  accent: string;
  markFg: string;
  sub: string;
}

const PALETTES: Record<TemplateId, Palette> = {
  classic: {
    bg: '#0b3d6e',
    bg2: '#0f5796',
    fg: '#ffffff',
    accent: '#f28c28',
    markFg: '#ffffff',
    sub: '#d6e4f2',
  },
  bold: {
    bg: '#111111',
    bg2: '#262626',
    fg: '#ffffff',
    accent: '#ffd23f',
    markFg: '#111111',
    sub: '#ffd23f',
  },
  minimal: {
    bg: '#f6f8f6',
    bg2: '#e4eee7',
    fg: '#14261b',
    accent: '#1a6b40',
    markFg: '#ffffff',
    sub: '#3d5245',
  },
};

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

export function initials(name: string): string {
  const words = name.match(/[A-Za-z][A-Za-z'’]*/g) ?? [];
  return (
    words
      .slice(0, 2)
      .map((w) => w[0].toUpperCase())
      .join('') || '•'
  );
}

export function faviconSvg(t: TemplateId, name: string): string {
  const p = PALETTES[t];
  const text = initials(name);
  const size = text.length > 1 ? 30 : 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="${t === 'bold' ? 6 : 16}" fill="${p.accent}"/><text x="32" y="${32 + size * 0.36}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${p.markFg}" text-anchor="middle">${esc(text)}</text></svg>`;
}

/** Words into lines of at most `max` characters (a long word gets a line of its own). */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const w of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + w.length > max) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(line);
  return lines;
}

export function ogSvg(i: SiteImageInput): string {
  const p = PALETTES[i.template];
  // DejaVu Sans Bold is about 0.63 em per character: 1,040 px of text width.
  let size = 84;
  let lines = wrap(i.name, Math.floor(1040 / (size * 0.63)));
  while ((lines.length > 3 || lines.some((l) => l.length * size * 0.63 > 1040)) && size > 44) {
    size -= 6;
    lines = wrap(i.name, Math.floor(1040 / (size * 0.63)));
  }
  if (lines.length > 3) lines = [...lines.slice(0, 2), `${lines[2]}…`];
  const lead = size * 1.15;
  // The block (mark, name lines, trade and city, bar) centered vertically.
  const height = 96 + 56 + size + (lines.length - 1) * lead + 72 + 44;
  const markY = Math.round((630 - height) / 2);
  const top = markY + 96 + 56 + size * 0.8;
  const nameText = lines
    .map((l, n) => `<tspan x="80" y="${Math.round(top + n * lead)}">${esc(l)}</tspan>`)
    .join('');
  const sub = `${i.vertical} · ${i.city}`;
  const subY = Math.round(top + (lines.length - 1) * lead + 72);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/><rect x="0" y="0" width="24" height="630" fill="${p.accent}"/><rect x="80" y="${markY}" width="96" height="96" rx="${i.template === 'bold' ? 8 : 24}" fill="${p.accent}"/><text x="128" y="${markY + 64}" font-family="${FONT}" font-size="44" font-weight="700" fill="${p.markFg}" text-anchor="middle">${esc(initials(i.name))}</text><text font-family="${FONT}" font-size="${size}" font-weight="700" fill="${p.fg}">${nameText}</text><text x="80" y="${subY}" font-family="${FONT}" font-size="40" fill="${p.sub}">${esc(sub)}</text><rect x="80" y="${subY + 36}" width="160" height="8" rx="4" fill="${p.accent}"/></svg>`;
}

const recent = new Map<string, Promise<SiteImages>>();
const KEEP = 16;

export function siteImages(i: SiteImageInput): Promise<SiteImages> {
  const key = JSON.stringify([i.template, i.name, i.vertical, i.city]);
  const hit = recent.get(key);
  if (hit) {
    recent.delete(key);
    recent.set(key, hit);
    return hit;
  }
  const fav = faviconSvg(i.template, i.name);
  const made = Promise.all([
    sharp(Buffer.from(fav)).resize(32, 32).png({ compressionLevel: 9 }).toBuffer(),
    sharp(Buffer.from(ogSvg(i)))
      .png({ compressionLevel: 9 })
      .toBuffer(),
  ]).then(([faviconPng, ogPng]) => ({ faviconSvg: fav, faviconPng, ogPng }));
  recent.set(key, made);
  made.catch(() => recent.delete(key));
  while (recent.size > KEEP) recent.delete(recent.keys().next().value!);
  return made;
}
