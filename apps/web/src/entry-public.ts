// The one script of every pre-rendered public page (docs/public-pages.md): when a visitor shows
// intent to sign in or register (a pointer over, a touch on or the focus on such a link), the
// browser starts fetching the app's files, listed by the build in #app-assets, so the screen opens
// fast. Nothing of the app loads before that.
const INTENT_LINKS = 'a[href="/login"], a[href="/register"]';

function prefetchApp() {
  const list = document.getElementById('app-assets')?.textContent;
  if (!list) return;
  for (const href of JSON.parse(list) as string[]) {
    const link = document.createElement('link');
    link.rel = href.endsWith('.js') ? 'modulepreload' : 'prefetch';
    link.href = href;
    document.head.append(link);
  }
}

function onIntent(event: Event) {
  if (!(event.target instanceof Element) || !event.target.closest(INTENT_LINKS)) return;
  for (const type of ['pointerover', 'focusin', 'touchstart']) document.removeEventListener(type, onIntent);
  prefetchApp();
}

for (const type of ['pointerover', 'focusin', 'touchstart']) {
  document.addEventListener(type, onIntent, { passive: true });
}
