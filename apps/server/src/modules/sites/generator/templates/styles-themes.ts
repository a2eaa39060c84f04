// The three looks. classic: the trusted local firm (navy and orange, soft cards, a two-column hero).
// bold: the contractor's billboard (black and yellow, heavy upper-case type, hard offset shadows, a
// trust band). minimal: the calm practice (white and green, one narrow column, the form as one row).
// Colors meet WCAG AA for their text (4.5:1, buttons included).
import type { TemplateId } from '../types';

const MAP_LIGHT =
  '--map-bg:#e6edf3;--map-land:#fbfaf7;--map-line:#c3ccd6;--map-state:#5d6b7a;--map-dot:#0b5cad;--map-home:#c2410c';

export const THEMES: Record<TemplateId, string> = {
  classic: `:root{--bg:#fff;--fg:#152333;--fg-soft:#33475b;--muted:#51606f;--line:#dbe3ec;--link:#0b5cad;--focus:#f59e0b;--head-w:800;--wrap:74rem;--r-sm:.6rem;--r-btn:.6rem;--r-card:.9rem;--r-input:.5rem;
--top-bg:#fff;--top-fg:#0b2f55;--top-line:#e3e9f0;--top-cta-bg:#c2410c;--top-cta-fg:#fff;--mark-bg:#0b3d6e;--mark-fg:#fff;
--accent:#c2410c;--accent-fg:#fff;--accent-text:#c2410c;--hero-bg:#0b3d6e;--hero-fg:#fff;--hero-muted:#d7e4f1;--chip-bg:#164d82;--chip-fg:#fff;--trust-ic:#fdba74;
--card:#fff;--card-border:1px solid #dbe3ec;--form-shadow:0 18px 40px rgba(4,24,48,.28);--card-shadow:0 1px 2px rgba(16,35,60,.06);--card-shadow-hover:0 10px 24px rgba(16,35,60,.12);
--input-line:#8795a4;--input-focus:#0b5cad;--band-bg:#f2f6fa;--icon-bg:#e6f0fa;--icon-fg:#0b5cad;--ok:#15803d;--star:#b45309;${MAP_LIGHT};--map-served:#d6e6f6;
--cta-bg:#0b3d6e;--cta-fg:#fff;--foot-bg:#0d1b2a;--foot-fg:#d3dde8;--foot-head:#fff;--foot-ic:#fdba74;--foot-line:#2a3b4f;--foot-muted:#a9b8c8;--bar-bg:#fff;--bar-alt-bg:#0b3d6e;--bar-alt-fg:#fff}
.t-classic .hero{background:linear-gradient(180deg,#0b3d6e 0%,#0b3d6e 70%,#0f4a82 100%)}
.t-classic .hero h1{color:#fff}
.t-classic .lead{border:0}
.t-classic .sec h2,.t-classic .blk h2{color:#0b2f55}
.t-classic .cta .btn-call,.t-classic .cta .btn-main{background:#fff;color:#9a3412;border-color:#fff}
.t-classic .titlebar{background:#f2f6fa}
`,
  bold: `:root{--bg:#fbfaf5;--fg:#111;--fg-soft:#2b2b2b;--muted:#4a4a4a;--line:#111;--link:#5b21b6;--focus:#7c3aed;--head-w:900;--wrap:76rem;--r-sm:.25rem;--r-btn:.3rem;--r-card:.35rem;--r-input:.25rem;
--top-bg:#111;--top-fg:#fff;--top-line:#111;--top-cta-bg:#ffd23f;--top-cta-fg:#111;--mark-bg:#ffd23f;--mark-fg:#111;
--accent:#ffd23f;--accent-fg:#111;--accent-text:#111;--hero-bg:#111;--hero-fg:#fff;--hero-muted:#e5e5e5;--chip-bg:#111;--chip-fg:#fff;--trust-ic:#ffd23f;
--card:#fff;--card-border:2px solid #111;--form-shadow:8px 8px 0 #ffd23f;--card-shadow:4px 4px 0 #111;--card-shadow-hover:7px 7px 0 #111;
--input-line:#111;--input-focus:#111;--band-bg:#ffd23f;--icon-bg:#ffd23f;--icon-fg:#111;--ok:#111;--star:#111;${MAP_LIGHT};--map-served:#ffe892;--map-dot:#111;--map-home:#c2410c;
--cta-bg:#ffd23f;--cta-fg:#111;--foot-bg:#111;--foot-fg:#e8e8e8;--foot-head:#ffd23f;--foot-ic:#ffd23f;--foot-line:#333;--foot-muted:#bdbdbd;--bar-bg:#111;--bar-alt-bg:#fff;--bar-alt-fg:#111}
.t-bold h1,.t-bold h2{text-transform:uppercase;letter-spacing:-.01em}
.t-bold h1{font-size:clamp(2rem,1.2rem + 3.2vw,3.9rem);line-height:1.02}
.t-bold .hero h1::after{content:"";display:block;width:4.5rem;height:.4rem;margin-top:.9rem;background:#ffd23f}
.t-bold .hero{border-bottom:4px solid #ffd23f}
.t-bold .lead{border:3px solid #111}
.t-bold .lead h2{font-size:1.5rem}
.t-bold .lead button{border:3px solid #111;text-transform:uppercase;letter-spacing:.03em}
.t-bold .btn{text-transform:uppercase;letter-spacing:.03em}
.t-bold .btn-call,.t-bold .btn-main{border-color:#ffd23f}
.t-bold .band{background:#ffd23f;color:#111;border-bottom:3px solid #111}
.t-bold .band .trust{padding:.9rem 0;gap:.5rem 2rem}
.t-bold .band .trust li{background:none;color:#111;padding:0;font-size:1rem;font-weight:800}
.t-bold .band .trust .ic{color:#111}
.t-bold .card{font-size:1.05rem}
.t-bold .card-ic{border:2px solid #111}
.t-bold .chip{border:2px solid #111;border-radius:.3rem}
.t-bold a.chip{color:#111}
.t-bold a.chip:hover{background:#ffd23f}
.t-bold .checks .ic{background:#ffd23f;border-radius:.2rem;padding:.1rem}
.t-bold details{box-shadow:4px 4px 0 #111}
.t-bold .rv{border-left-width:8px}
.t-bold .cta{border-top:3px solid #111;border-bottom:3px solid #111}
.t-bold .cta .btn-call,.t-bold .cta .btn-main{background:#111;color:#ffd23f;border-color:#111}
.t-bold .cta .btn-alt{border-width:3px}
.t-bold .titlebar{background:#ffd23f;border-bottom:3px solid #111}
.t-bold .titlebar .lede{color:#111}
.t-bold .cb-call{border:2px solid #ffd23f}
`,
  minimal: `:root{--bg:#fff;--fg:#18221c;--fg-soft:#37443c;--muted:#55625a;--line:#e3e8e4;--link:#17603a;--focus:#2f855a;--head-w:700;--wrap:60rem;--r-sm:999px;--r-btn:999px;--r-card:1rem;--r-input:.7rem;
--top-bg:#fff;--top-fg:#18221c;--top-line:#edf0ee;--top-cta-bg:#17603a;--top-cta-fg:#fff;--mark-bg:#17603a;--mark-fg:#fff;
--accent:#17603a;--accent-fg:#fff;--accent-text:#17603a;--hero-bg:#fff;--hero-fg:#18221c;--hero-muted:#4b5850;--chip-bg:#f1f6f3;--chip-fg:#1f3a2a;--trust-ic:#17603a;
--card:#f6f8f7;--card-border:1px solid transparent;--form-shadow:none;--card-shadow:none;--card-shadow-hover:0 6px 18px rgba(20,40,28,.08);
--input-line:#9aa7a0;--input-focus:#17603a;--band-bg:#f6f8f7;--icon-bg:#fff;--icon-fg:#17603a;--ok:#17603a;--star:#8a5a00;${MAP_LIGHT};--map-bg:#eef3f0;--map-served:#d3eadb;--map-dot:#17603a;--map-home:#0f3d25;
--cta-bg:#f1f6f3;--cta-fg:#18221c;--foot-bg:#f6f8f7;--foot-fg:#2d3a32;--foot-head:#18221c;--foot-ic:#17603a;--foot-line:#dfe5e1;--foot-muted:#55625a;--bar-bg:#fff;--bar-alt-bg:#f1f6f3;--bar-alt-fg:#17603a}
.t-minimal h1{letter-spacing:-.035em;font-weight:700}
.t-minimal h2{letter-spacing:-.025em;font-weight:650}
.t-minimal .hero{padding-top:2rem;padding-bottom:2.25rem}
.t-minimal .hero-in{grid-template-columns:minmax(0,1fr);grid-template-areas:none}
.t-minimal .hero-in>*{grid-area:auto}
.t-minimal .hero-copy{max-width:46rem}
.t-minimal .lead{background:#f1f6f3;padding:1.25rem 1.25rem 1.4rem}
.t-minimal .lead h2{font-size:1.15rem}
@media (min-width:48rem){.t-minimal .hero{padding-top:3.5rem}.t-minimal .lead-short form{display:grid;grid-template-columns:1fr auto;gap:.75rem;align-items:end}.t-minimal .lead-short .fields{grid-template-columns:1fr 1fr 1.5fr}.t-minimal .lead-short .f-wide{grid-column:auto}.t-minimal .lead-short button{margin:0;padding:0 1.6rem;width:auto}}
.t-minimal .trust{gap:.35rem 1.25rem}
.t-minimal .trust li{background:none;padding:0;color:var(--fg-soft);font-weight:500}
.t-minimal .cards{grid-template-columns:repeat(auto-fill,minmax(17rem,1fr));gap:.6rem}
.t-minimal .card{font-weight:600}
.t-minimal .card:hover{border-color:#cfe0d6;transform:none}
.t-minimal .chip{background:#fff;border-color:#d5ddd8}
.t-minimal details{background:none;border:0;border-bottom:1px solid var(--line);border-radius:0;padding:0}
.t-minimal .qa{gap:0}
.t-minimal .rv{background:none;border:0;border-left:3px solid #cfe0d6;border-radius:0;padding:.25rem 0 .25rem 1.1rem}
.t-minimal .cta{border-top:1px solid var(--line)}
.t-minimal .titlebar{background:#fff}
@media (min-width:60rem){.t-minimal .area{grid-template-columns:minmax(0,1fr)}}
`,
};
