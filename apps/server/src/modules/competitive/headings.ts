import { Parser } from 'htmlparser2';

// The texts of a page's headings by level (the crawler's parse keeps H1 and H2 only; the topic
// terms of docs/competitive.md#gaps come from H2 and H3). One streaming pass, no DOM. Pure.

export type HeadingTexts = Record<'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6', string[]>;

const LEVEL = /^h[1-6]$/;
const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

export function headingTexts(html: string, perLevel = 30): HeadingTexts {
  const out: HeadingTexts = { h1: [], h2: [], h3: [], h4: [], h5: [], h6: [] };
  let open: keyof HeadingTexts | null = null;
  let buf = '';
  let skip = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'script' || name === 'style' || name === 'template') skip++;
        else if (LEVEL.test(name) && !open) {
          open = name as keyof HeadingTexts;
          buf = '';
        }
      },
      ontext(text) {
        if (open && !skip) buf += text;
      },
      onclosetag(name) {
        if (name === 'script' || name === 'style' || name === 'template') skip = Math.max(0, skip - 1);
        else if (open && name === open) {
          const text = collapse(buf);
          if (text && out[open].length < perLevel) out[open].push(text.slice(0, 200));
          open = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return out;
}
