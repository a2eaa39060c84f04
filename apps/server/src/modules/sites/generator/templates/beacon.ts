// The analytics beacon, served once per site as /b.js (< 1 KB): page views, lead-form views and
// call clicks sent with navigator.sendBeacon as text/plain JSON (no CORS preflight), no cookies, no
// storage. Its settings come from data- attributes of its own <script> tag; pages work without it.
// `x` is the A/B variant the host served the page with (data-x on <html>), absent otherwise.
export const BEACON_JS =
  '(function(){var s=document.currentScript,d=s&&s.dataset,n=navigator;if(!d||!n.sendBeacon)return;' +
  'function t(e){try{n.sendBeacon(d.e,JSON.stringify({siteId:d.s,path:d.p,referrer:document.referrer,event:e,x:document.documentElement.dataset.x}))}catch(x){}}' +
  "t('pageview');var f=document.querySelector('form[data-lead]');" +
  "if(f){if('IntersectionObserver'in window){var o=new IntersectionObserver(function(x){if(x[0].isIntersecting){t('form_view');o.disconnect()}});o.observe(f)}else t('form_view')}" +
  "document.addEventListener('click',function(e){var a=e.target&&e.target.closest&&e.target.closest('a[href^=\"tel:\"]');if(a)t('call_click')})})();\n";
