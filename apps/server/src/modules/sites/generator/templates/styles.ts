// One small stylesheet per template: system fonts, responsive, AA contrast, no external assets.
import type { TemplateId } from '../types';

const BASE = `*{box-sizing:border-box}
body{margin:0;font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:var(--fg);background:var(--bg)}
.wrap{max-width:72rem;margin:0 auto;padding:0 1rem}
a{color:var(--link)}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:var(--bg);padding:.5rem}
header{background:var(--head-bg);color:var(--head-fg)}
header .wrap{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem;padding:.75rem 1rem}
header a{color:var(--head-fg)}
.brand{font-weight:700;font-size:1.15rem;text-decoration:none}
nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
nav a{display:inline-block;padding:.35rem 0}
main{padding:1.5rem 0 2.5rem}
h1{line-height:1.2;font-size:clamp(1.7rem,4vw,2.4rem);margin:.5rem 0 1rem}
h2{line-height:1.3;margin:1.75rem 0 .5rem}
h3{font-size:1.05rem;margin:1rem 0 .25rem}
.lede{font-size:1.15rem}
.crumbs ol{list-style:none;margin:0 0 .5rem;padding:0;display:flex;flex-wrap:wrap;gap:.5rem;font-size:.9rem}
.crumbs li+li::before{content:"/";margin-right:.5rem}
.grid{display:grid;gap:2rem}
@media(min-width:60rem){.grid{grid-template-columns:minmax(0,2fr) minmax(0,1fr)}}
ul li{margin:.35rem 0}
.lead{background:var(--card);border:1px solid var(--line);border-radius:var(--radius);padding:1rem 1.25rem;margin-top:1.5rem}
.lead-form p{margin:.6rem 0}
.lead label{display:block;font-weight:600;margin-bottom:.2rem}
.lead input,.lead textarea{width:100%;font:inherit;padding:.6rem;border:1px solid var(--line-strong);border-radius:.35rem;background:#fff;color:#111}
.lead button,.call{display:inline-block;font:inherit;font-weight:700;min-height:48px;padding:.7rem 1.4rem;border:0;border-radius:var(--radius);background:var(--accent);color:var(--accent-fg);cursor:pointer;text-decoration:none}
.hp{position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden}
footer{background:var(--foot-bg);color:var(--foot-fg);padding:1.5rem 0;font-size:.95rem}
footer a{color:var(--foot-fg)}
`;

const THEMES: Record<TemplateId, string> = {
  classic: `:root{--fg:#1f2933;--bg:#fff;--link:#0b5cad;--head-bg:#0b3d6e;--head-fg:#fff;--card:#f4f7fa;--line:#d5dde5;--line-strong:#6b7885;--accent:#b3400b;--accent-fg:#fff;--radius:.4rem;--foot-bg:#17212b;--foot-fg:#e6edf3}
body{font-family:Georgia,"Times New Roman",serif}
`,
  bold: `:root{--fg:#111;--bg:#fffdf7;--link:#8a2be2;--head-bg:#111;--head-fg:#ffd23f;--card:#fff;--line:#111;--line-strong:#111;--accent:#ffd23f;--accent-fg:#111;--radius:0;--foot-bg:#111;--foot-fg:#fff}
a{color:#5b1a9e}
.hero{background:#ffd23f;padding:1.5rem;margin-bottom:1.5rem;border:3px solid #111}
.hero .call{background:#111;color:#ffd23f}
h2{text-transform:uppercase;letter-spacing:.03em}
.lead{border-width:3px}
`,
  minimal: `:root{--fg:#222;--bg:#fff;--link:#1a5e3a;--head-bg:#fff;--head-fg:#222;--card:#fafafa;--line:#e3e3e3;--line-strong:#767676;--accent:#1a5e3a;--accent-fg:#fff;--radius:.25rem;--foot-bg:#fff;--foot-fg:#444}
.wrap{max-width:44rem}
header{border-bottom:1px solid var(--line)}
footer{border-top:1px solid var(--line)}
`,
};

export const TEMPLATE_IDS: readonly TemplateId[] = ['classic', 'bold', 'minimal'];

export function stylesheet(t: TemplateId): string {
  return BASE + THEMES[t];
}
