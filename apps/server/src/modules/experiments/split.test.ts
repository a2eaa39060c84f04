import { describe, expect, it } from 'vitest';
import { markVariant, readCopy, variantBodies } from './page-copy';
import { assignVariant } from './split';

// The cookie-less split and the headline swap, without a server.

describe('assignVariant', () => {
  const id = '6f1c2a52-8d0e-4c44-9f57-0b7d3e1f2a90';
  const day = new Date('2026-11-25T10:00:00Z');

  it('is deterministic for one visitor and day, and may change the next day', () => {
    const first = assignVariant(id, '203.0.113.9', 'Mozilla/5.0 A', day);
    for (let i = 0; i < 5; i++) expect(assignVariant(id, '203.0.113.9', 'Mozilla/5.0 A', day)).toBe(first);
    // Later the same UTC day: the same.
    expect(assignVariant(id, '203.0.113.9', 'Mozilla/5.0 A', new Date('2026-11-25T23:59:59Z'))).toBe(first);
    // Over many days a visitor sees both variants (a new draw every day).
    const days = Array.from({ length: 40 }, (_, d) =>
      assignVariant(id, '203.0.113.9', 'Mozilla/5.0 A', new Date(Date.UTC(2026, 0, 1 + d))),
    );
    expect(new Set(days)).toEqual(new Set(['A', 'B']));
  });

  it('splits 20,000 synthetic visitors about 50/50 (within 1.5 points), and tests independently', () => {
    let b = 0;
    let agree = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      const ua = `Mozilla/5.0 (visitor ${i % 7})`;
      const v = assignVariant(id, ip, ua, day);
      if (v === 'B') b++;
      if (v === assignVariant('0b5e9f3c-2222-4a4a-8c8c-123456789abc', ip, ua, day)) agree++;
    }
    // Binomial(20,000, 1/2): sd = 71 visitors (0.35 points); 1.5 points is over 4 sd.
    expect(Math.abs(b / n - 0.5)).toBeLessThan(0.015);
    // Another test's split is not the same coin: about half of the visitors agree.
    expect(Math.abs(agree / n - 0.5)).toBeLessThan(0.015);
  });
});

const PAGE = `<!DOCTYPE html>
<html lang="en">
<head><title>Roofing in Austin</title><script src="/b.js" data-p="/"></script></head>
<body><main><div class="hero"><h1>Roofing in Austin &amp; nearby</h1><p class="lede">Local roofers, fast quotes.</p><a href="tel:+15125550100">Call</a></div>
<p>Other paragraph</p><path d="x"/></main></body>
</html>
`;

describe('readCopy and variantBodies', () => {
  it('reads the first h1 and the paragraph after it, as HTML and as text', () => {
    expect(readCopy(PAGE)).toEqual({
      h1Html: 'Roofing in Austin &amp; nearby',
      introHtml: 'Local roofers, fast quotes.',
      h1: 'Roofing in Austin & nearby',
      intro: 'Local roofers, fast quotes.',
    });
    expect(readCopy('<html><body><p>no headline</p></body></html>')).toBeNull();
  });

  it("swaps B's escaped text in place and marks each variant on <html>", () => {
    const copy = readCopy(PAGE)!;
    const spec = {
      aH1Html: copy.h1Html,
      aIntroHtml: copy.introHtml!,
      bH1: 'Roof <repair> & "more"',
      bIntro: null,
    };
    const out = variantBodies(PAGE, spec)!;
    expect(out.a).toBe(markVariant(PAGE, 'A'));
    expect(out.a).toContain('<html data-x="A" lang="en">');
    expect(out.b).toContain('<html data-x="B" lang="en">');
    expect(out.b).toContain(
      '<h1>Roof &lt;repair&gt; &amp; &quot;more&quot;</h1><p class="lede">Local roofers, fast quotes.</p>',
    );
    expect(out.bPlain).toBe(out.b.replace(' data-x="B"', ''));
    // Everything else is byte for byte the page as built.
    expect(out.bPlain.replace('Roof &lt;repair&gt; &amp; &quot;more&quot;', copy.h1Html)).toBe(PAGE);

    const both = variantBodies(PAGE, { ...spec, bH1: 'New headline', bIntro: "Intro's text" })!;
    expect(both.bPlain).toContain('<h1>New headline</h1><p class="lede">Intro&#39;s text</p>');
    expect(readCopy(both.bPlain)).toMatchObject({ h1: 'New headline', intro: "Intro's text" });
  });

  it("refuses a page that no longer carries A's text (a later build)", () => {
    const copy = readCopy(PAGE)!;
    const spec = { aH1Html: copy.h1Html, aIntroHtml: copy.introHtml!, bH1: 'B', bIntro: 'B intro' };
    expect(variantBodies(PAGE.replace('nearby', 'around'), spec)).toBeNull();
    expect(variantBodies(PAGE.replace('fast quotes', 'free quotes'), spec)).toBeNull();
    // Only the headline is tested: a changed intro does not matter.
    expect(
      variantBodies(PAGE.replace('fast quotes', 'free quotes'), { ...spec, bIntro: null }),
    ).not.toBeNull();
  });
});
