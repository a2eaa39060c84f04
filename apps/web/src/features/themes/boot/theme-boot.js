// Applies the saved theme before the first paint (docs/themes.md#first-paint). A classic,
// synchronous script loaded from <head> (the CSP allows no inline script): it reads the theme id,
// the dark-mode flag and the custom themes from localStorage and sets the same variables, class and
// attributes on <html> as features/themes/lib/theme-css.ts. Custom CSS waits for the app. It never
// throws: corrupt storage means the default theme. BUILT_IN and KEYS are filled in
// from packages/shared/src/contracts/themes-builtin.ts when the script is served (boot-script.ts).
(() => {
  const BUILT_IN = /* BUILT_IN_THEMES */ {};
  const SAFE = /^[#a-zA-Z0-9 .,%()/+-]+$/;
  const FONT = /^[a-zA-Z0-9 ,"'-]+$/;
  const KEYS = /* THEME_COLOR_KEYS */ [];
  function read(key) {
    try {
      return window.localStorage.getItem(key);
    } catch (_e) {
      return null;
    }
  }
  function customTheme(id) {
    try {
      const list = JSON.parse(read('customThemes') || '[]');
      if (!Array.isArray(list)) return null;
      for (let i = 0; i < list.length; i++) if (list[i] && list[i].id === id) return list[i];
    } catch (_e) {}
    return null;
  }
  function apply(theme, dark) {
    const html = document.documentElement;
    const colors = theme.colors[dark ? 'dark' : 'light'];
    const a = theme.animations;
    const t = theme.typography;
    const e = theme.effects;
    for (let i = 0; i < KEYS.length; i++) {
      const v = colors[KEYS[i]];
      if (typeof v !== 'string' || !SAFE.test(v)) throw new Error('bad colour');
    }
    if (typeof t.fontFamily !== 'string' || !FONT.test(t.fontFamily)) throw new Error('bad font');
    for (let j = 0; j < KEYS.length; j++) {
      html.style.setProperty(
        `--${KEYS[j].replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
        colors[KEYS[j]].trim(),
      );
    }
    const duration = `${a.enabled ? Number(a.duration) : 0}ms`;
    html.style.setProperty('--theme-duration', duration);
    html.style.setProperty('--default-transition-duration', duration);
    html.style.setProperty('--default-transition-timing-function', String(a.easing));
    html.style.setProperty('--theme-font-family', t.fontFamily);
    html.style.setProperty('font-size', `${Number(t.fontSize)}px`);
    html.style.setProperty('line-height', String(Number(t.lineHeight)));
    html.style.setProperty('color-scheme', dark ? 'dark' : 'light');
    html.setAttribute('data-theme', String(theme.id));
    html.setAttribute('data-animations', a.enabled ? 'on' : 'off');
    html.setAttribute('data-blur', e.blur ? 'on' : 'off');
    html.setAttribute('data-shadows', e.shadows ? 'on' : 'off');
    html.setAttribute('data-gradients', e.gradients ? 'on' : 'off');
    html.classList.toggle('dark', dark);
    html.classList.toggle('light', !dark);
  }
  const dark = read('darkMode') !== 'false';
  const id = read('themeId') || 'default-dark';
  const theme = BUILT_IN[id] ? Object.assign({ id: id }, BUILT_IN[id]) : customTheme(id);
  try {
    apply(theme || Object.assign({ id: 'default-dark' }, BUILT_IN['default-dark']), dark);
  } catch (_e) {
    try {
      apply(Object.assign({ id: 'default-dark' }, BUILT_IN['default-dark']), dark);
    } catch (_e2) {}
  }
})();
