// One stylesheet per site: the shared structure here (system font stack, type scale, spacing,
// buttons, focus rings, the hero grid, cards, the phones' call bar), each template's own look in
// styles-themes.ts. No external assets; icons are inline SVG drawn with currentColor.
import type { TemplateId } from '../types';
import { THEMES } from './styles-themes';

const BASE = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}
@media (prefers-reduced-motion:reduce){html{scroll-behavior:auto}*{transition:none!important}}
body{margin:0;font:400 1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans","Liberation Sans",sans-serif;color:var(--fg);background:var(--bg);-webkit-font-smoothing:antialiased}
img,svg{display:block;max-width:100%}
h1,h2,h3{line-height:1.15;margin:0 0 .5em;letter-spacing:-.02em;font-weight:var(--head-w);text-wrap:balance}
h1{font-size:clamp(1.85rem,1.3rem + 2.4vw,3.25rem)}
h2{font-size:clamp(1.4rem,1.15rem + 1vw,2rem)}
p{margin:0 0 1em}
a{color:var(--link);text-underline-offset:.2em}
.wrap{max-width:var(--wrap);margin:0 auto;padding:0 1.25rem}
.ic{width:1.25em;height:1.25em;flex:none;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.skip{position:absolute;left:-999px;top:.5rem;z-index:30;background:var(--bg);color:var(--fg);padding:.6rem 1rem;border-radius:.5rem}
.skip:focus{left:.5rem}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.top{background:var(--top-bg);color:var(--top-fg);border-bottom:1px solid var(--top-line)}
.top-in{display:flex;align-items:center;flex-wrap:wrap;gap:.5rem 1.5rem;min-height:4rem;padding-top:.5rem;padding-bottom:.5rem}
.brand{display:flex;flex:1 1 0;align-items:center;gap:.6rem;min-width:0;color:inherit;text-decoration:none;font-weight:800;font-size:1.1rem;line-height:1.2}
.mark{display:grid;place-items:center;width:2.4rem;height:2.4rem;border-radius:var(--r-sm);background:var(--mark-bg);color:var(--mark-fg);font-size:.95rem;letter-spacing:0;flex:none}
.nav ul{list-style:none;margin:0;padding:0;display:flex;gap:0 1.25rem}
.nav a{display:inline-block;padding:.6rem 0;color:inherit;text-decoration:none;font-weight:600;font-size:.95rem;white-space:nowrap}
.nav a:hover{text-decoration:underline}
.top-call,.top-quote{display:inline-flex;align-items:center;gap:.45rem;min-height:44px;padding:.5rem 1rem;border-radius:var(--r-btn);background:var(--top-cta-bg);color:var(--top-cta-fg);font-weight:800;text-decoration:none;white-space:nowrap}
@media (max-width:47.99rem){.top-in{gap:0 .75rem}.nav{order:3;width:calc(100% + 2.5rem);overflow-x:auto;margin:0 -1.25rem;padding:0 1.25rem;border-top:1px solid var(--top-line)}.nav a{padding:.45rem 0}.top-call-l{display:none}.top-call,.top-quote{padding:.45rem .75rem;font-size:.95rem}.brand{font-size:1rem}.mark{width:2.1rem;height:2.1rem;font-size:.85rem}.has-bar .hero-cta{display:none}.hero .lede{font-size:1rem;margin-bottom:.25rem}.lead-note{display:none}}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;min-height:48px;padding:.7rem 1.3rem;border:2px solid transparent;border-radius:var(--r-btn);font-weight:800;font-size:1.05rem;line-height:1.2;text-decoration:none}
.btn-call,.btn-main{background:var(--accent);color:var(--accent-fg);border-color:var(--accent)}
.btn-alt{background:transparent;color:inherit;border-color:currentColor}
.hero{background:var(--hero-bg);color:var(--hero-fg);padding:1.25rem 0 1.75rem}
.hero-in{display:grid;gap:1.25rem}
.hero .lede{font-size:1.05rem;color:var(--hero-muted);max-width:40rem}
.hero-cta{display:flex;flex-wrap:wrap;gap:.75rem}
.hero .crumbs a{color:inherit}
@media (min-width:60rem){.hero{padding:3rem 0 3.5rem}.hero .lede{font-size:1.2rem}.hero-in{grid-template-columns:minmax(0,1.1fr) minmax(22rem,.9fr);grid-template-areas:"copy form" "trust form";column-gap:3.5rem;align-items:start}.hero-copy{grid-area:copy}.hero-form{grid-area:form}.hero-trust{grid-area:trust}.hero-noform .hero-in{grid-template-columns:minmax(0,1fr)}}
.trust{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
.trust li{display:flex;align-items:center;gap:.45rem;padding:.4rem .8rem;border-radius:999px;background:var(--chip-bg);color:var(--chip-fg);font-size:.9rem;font-weight:600;line-height:1.3}
.trust .ic{color:var(--trust-ic)}
.lead{background:var(--card);color:var(--fg);border:var(--card-border);border-radius:var(--r-card);padding:1.25rem;box-shadow:var(--form-shadow)}
.lead h2{font-size:1.35rem;margin:0 0 .2rem}
.lead-note{color:var(--muted);font-size:.95rem;margin:0 0 .9rem}
.fields{display:grid;gap:.75rem}
@media (min-width:21rem){.fields{grid-template-columns:1fr 1fr}.f-wide{grid-column:1/-1}}
.lead label{display:block;margin-bottom:.25rem;font-weight:700;font-size:.9rem}
.lead input,.lead textarea{width:100%;min-height:48px;padding:.65rem .8rem;border:1.5px solid var(--input-line);border-radius:var(--r-input);background:#fff;color:#111;font:inherit}
.lead input:focus,.lead textarea:focus{outline:3px solid var(--focus);outline-offset:1px;border-color:var(--input-focus)}
.lead button{width:100%;min-height:52px;margin-top:1rem;border:0;border-radius:var(--r-btn);background:var(--accent);color:var(--accent-fg);font:inherit;font-weight:800;font-size:1.05rem;cursor:pointer}
.lead button:hover{filter:brightness(.93)}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.titlebar{background:var(--band-bg);color:var(--fg);padding:2rem 0 1.25rem;border-bottom:1px solid var(--line)}
.titlebar .lede{color:var(--muted);max-width:46rem}
.crumbs ol{list-style:none;margin:0 0 .75rem;padding:0;display:flex;flex-wrap:wrap;gap:.35rem;font-size:.875rem}
.crumbs li+li::before{content:"/";margin-right:.35rem}
.body{padding-top:2.75rem;padding-bottom:.5rem}
.sec{margin:0 0 2.75rem}
.sec>p{max-width:46rem;color:var(--fg-soft)}
.cards{list-style:none;margin:1.25rem 0 0;padding:0;display:grid;gap:.85rem;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr))}
.card{display:flex;align-items:center;gap:.9rem;height:100%;padding:1rem 1.1rem;border:var(--card-border);border-radius:var(--r-card);background:var(--card);color:var(--fg);box-shadow:var(--card-shadow);font-weight:700;line-height:1.3;text-decoration:none;transition:transform .15s,box-shadow .15s,border-color .15s}
.card:hover{transform:translateY(-2px);box-shadow:var(--card-shadow-hover)}
.card-ic{width:2.75rem;height:2.75rem;padding:.6rem;border-radius:var(--r-sm);background:var(--icon-bg);color:var(--icon-fg)}
.card-t{flex:1}
.card-go{width:1.1rem;height:1.1rem;color:var(--muted)}
.chips{list-style:none;margin:1rem 0 0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
.chip{display:inline-block;padding:.45rem .9rem;border:1px solid var(--line);border-radius:999px;background:var(--card);color:var(--fg);font-size:.95rem;font-weight:600;text-decoration:none}
a.chip{color:var(--link)}
a.chip:hover{border-color:currentColor}
.checks{list-style:none;margin:1rem 0 0;padding:0;display:grid;gap:.75rem 1.5rem;grid-template-columns:repeat(auto-fill,minmax(17rem,1fr))}
.checks li{display:flex;align-items:flex-start;gap:.65rem}
.checks .ic{margin-top:.2em;color:var(--ok)}
.blk{padding-top:1rem;padding-bottom:2.5rem}
.band+.blk,.hero+.blk{padding-top:3rem}
.area{display:grid;gap:.5rem 2.5rem;align-items:start}
.area-t p{max-width:32rem;color:var(--fg-soft)}
@media (min-width:60rem){.area{grid-template-columns:minmax(0,1fr) minmax(0,1.7fr)}.area-map{margin:0}}
.qa{display:grid;gap:.6rem;max-width:52rem}
details{border:var(--card-border);border-radius:var(--r-card);background:var(--card);padding:0 1.1rem}
summary{display:flex;justify-content:space-between;gap:1rem;padding:1rem 0;font-weight:700;cursor:pointer;list-style:none}
summary::-webkit-details-marker{display:none}
summary::after{content:"+";font-size:1.4rem;line-height:1;color:var(--accent-text)}
details[open] summary::after{content:"\\2212"}
details p{margin:0 0 1rem;color:var(--fg-soft)}
.rv-sum{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;font-weight:700}
.rv-list{list-style:none;margin:1rem 0 0;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(18rem,1fr))}
.rv{padding:1.25rem;border:var(--card-border);border-radius:var(--r-card);background:var(--card);box-shadow:var(--card-shadow)}
.rv blockquote{margin:.5rem 0 .75rem}
.rv blockquote p{margin:0}
.rv-by{margin:0;color:var(--muted);font-size:.9rem}
.rv-name{color:var(--fg);font-weight:700}
.stars{color:var(--star);letter-spacing:.08em}
.ph-grid{list-style:none;margin:1rem 0 0;padding:0;display:grid;gap:.75rem;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr))}
.ph-grid img{width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;border-radius:var(--r-card)}
.area-map{margin:1rem 0 0}
.map{width:100%;height:auto;border:1px solid var(--line);border-radius:var(--r-card)}
.m-bg{fill:var(--map-bg)}.m-land{fill:var(--map-land)}.m-served{fill:var(--map-served)}
.m-county{fill:none;stroke:var(--map-line);stroke-width:1}.m-state{fill:none;stroke:var(--map-state);stroke-width:2}
.m-dot{fill:none;stroke:var(--map-dot);stroke-width:7;stroke-linecap:round}.m-home{fill:none;stroke:var(--map-home);stroke-width:18;stroke-linecap:round}
.map text{font:700 21px system-ui,sans-serif;fill:#17202b;paint-order:stroke;stroke:#fff;stroke-width:5px;stroke-linejoin:round}
figcaption{margin-top:.5rem;color:var(--muted);font-size:.9rem}
.cta{background:var(--cta-bg);color:var(--cta-fg);padding:2.5rem 0}
.cta-in{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:1.25rem}
.cta h2{margin:0 0 .25rem}.cta p{margin:0}
.btns{display:flex;flex-wrap:wrap;gap:.75rem}
.foot{background:var(--foot-bg);color:var(--foot-fg);padding:3rem 0 1.25rem;font-size:.95rem}
.foot-in{display:grid;gap:2rem;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr))}
.foot h2{margin:0 0 .75rem;color:var(--foot-head);font-size:.8rem;letter-spacing:.08em;text-transform:uppercase}
.foot a{color:inherit}
.foot address{font-style:normal}
.foot address p{display:flex;align-items:flex-start;gap:.5rem;margin:0 0 .5rem}
.foot address .ic{margin-top:.2em;color:var(--foot-ic)}
.foot .foot-brand{font-weight:800;font-size:1.1rem}
.foot ul{list-style:none;margin:0;padding:0;display:grid;gap:.2rem}
.foot li a{display:inline-block;padding:.2rem 0}
.hours{margin:0;display:grid;gap:.3rem}
.hours div{display:flex;justify-content:space-between;gap:1rem;padding-bottom:.3rem;border-bottom:1px dashed var(--foot-line)}
.hours dd{margin:0}
.foot-legal{margin-top:2rem;padding-top:1.25rem;border-top:1px solid var(--foot-line);color:var(--foot-muted);font-size:.85rem}
.foot-legal p{margin:0 0 .5rem}.disclaimer{max-width:62rem}
.callbar{display:none}
@media (max-width:47.99rem){.has-bar{padding-bottom:4.75rem}.callbar{position:fixed;left:0;right:0;bottom:0;z-index:20;display:flex;gap:.5rem;padding:.6rem .75rem calc(.6rem + env(safe-area-inset-bottom));background:var(--bar-bg);box-shadow:0 -6px 20px rgba(0,0,0,.18)}.cb-call,.cb-quote{display:flex;align-items:center;justify-content:center;gap:.4rem;min-height:48px;border-radius:var(--r-btn);font-weight:800;text-decoration:none;white-space:nowrap}.cb-call{flex:1.5;background:var(--accent);color:var(--accent-fg)}.cb-quote{flex:1;background:var(--bar-alt-bg);color:var(--bar-alt-fg)}}
`;

export const TEMPLATE_IDS: readonly TemplateId[] = ['classic', 'bold', 'minimal'];

export function stylesheet(t: TemplateId): string {
  return BASE + THEMES[t];
}
