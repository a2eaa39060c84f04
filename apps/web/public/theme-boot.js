// Applies the saved theme before the first paint (docs/themes.md#first-paint). A classic,
// synchronous script loaded from <head> (the CSP allows no inline script): it reads the theme id,
// the dark-mode flag and the custom themes from localStorage and sets the same variables, class and
// attributes on <html> as features/themes/lib/theme-css.ts. Custom CSS waits for the app. It never
// throws: corrupt storage means the default theme. BUILT_IN is a copy of
// packages/shared/src/contracts/themes-builtin.ts, kept equal by theme-boot.test.ts.
(() => {
  const BUILT_IN = {
    'default-dark': {
      colors: {
        dark: {
          background: '#080d16',
          foreground: '#edf2f9',
          muted: '#18202b',
          mutedForeground: '#96a3b5',
          popover: '#0f1621',
          popoverForeground: '#edf2f9',
          card: '#0f1520',
          cardForeground: '#edf2f9',
          border: '#252e3d',
          input: '#2a3342',
          primary: '#4d8ff8',
          primaryForeground: '#050a14',
          secondary: '#1e2735',
          secondaryForeground: '#edf2f9',
          accent: '#1f283d',
          accentForeground: '#f4f9ff',
          destructive: '#f0646a',
          destructiveForeground: '#1a0506',
          ring: '#5396ff',
          radius: '0.625rem',
        },
        light: {
          background: '#fcfcfc',
          foreground: '#11161f',
          muted: '#f0f2f5',
          mutedForeground: '#555c67',
          popover: '#ffffff',
          popoverForeground: '#11161f',
          card: '#ffffff',
          cardForeground: '#11161f',
          border: '#dadee5',
          input: '#c9ced8',
          primary: '#1159c7',
          primaryForeground: '#ffffff',
          secondary: '#ebeff5',
          secondaryForeground: '#11161f',
          accent: '#ebeff5',
          accentForeground: '#11161f',
          destructive: '#c41d2a',
          destructiveForeground: '#ffffff',
          ring: '#1159c7',
          radius: '0.625rem',
        },
      },
      animations: {
        enabled: true,
        duration: 200,
        easing: 'ease-out',
      },
      typography: {
        fontFamily:
          'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
        fontSize: 16,
        lineHeight: 1.5,
      },
      effects: {
        blur: true,
        shadows: true,
        gradients: true,
      },
    },
    cyberpunk: {
      colors: {
        dark: {
          background: '#0a0612',
          foreground: '#e8f7ff',
          muted: '#1a1030',
          mutedForeground: '#b0a3d6',
          popover: '#140b24',
          popoverForeground: '#e8f7ff',
          card: '#120a20',
          cardForeground: '#e8f7ff',
          border: '#3a1f5c',
          input: '#4a2a72',
          primary: '#00e5ff',
          primaryForeground: '#001418',
          secondary: '#2a1245',
          secondaryForeground: '#f5e9ff',
          accent: '#2b1040',
          accentForeground: '#ff9cef',
          destructive: '#ff5c7a',
          destructiveForeground: '#1a0008',
          ring: '#ff2bd6',
          radius: '0.25rem',
        },
        light: {
          background: '#fbf7ff',
          foreground: '#1a0b2e',
          muted: '#f0e8fb',
          mutedForeground: '#5a4775',
          popover: '#ffffff',
          popoverForeground: '#1a0b2e',
          card: '#ffffff',
          cardForeground: '#1a0b2e',
          border: '#dccbf2',
          input: '#c9b2ea',
          primary: '#7a1fc2',
          primaryForeground: '#ffffff',
          secondary: '#ebe0f8',
          secondaryForeground: '#1a0b2e',
          accent: '#e3f7fb',
          accentForeground: '#0b3a44',
          destructive: '#b8123a',
          destructiveForeground: '#ffffff',
          ring: '#c21fa8',
          radius: '0.25rem',
        },
      },
      animations: {
        enabled: true,
        duration: 150,
        easing: 'ease-in-out',
      },
      typography: {
        fontFamily:
          'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
        fontSize: 16,
        lineHeight: 1.5,
      },
      effects: {
        blur: true,
        shadows: true,
        gradients: true,
      },
    },
    executive: {
      colors: {
        dark: {
          background: '#0e1116',
          foreground: '#f2efe8',
          muted: '#1b1f26',
          mutedForeground: '#aba79d',
          popover: '#171b22',
          popoverForeground: '#f2efe8',
          card: '#14181e',
          cardForeground: '#f2efe8',
          border: '#2c323c',
          input: '#39404c',
          primary: '#d4af37',
          primaryForeground: '#14110a',
          secondary: '#232831',
          secondaryForeground: '#f2efe8',
          accent: '#252a33',
          accentForeground: '#f2efe8',
          destructive: '#f07167',
          destructiveForeground: '#1a0705',
          ring: '#d4af37',
          radius: '0.5rem',
        },
        light: {
          background: '#faf8f4',
          foreground: '#1c1f24',
          muted: '#efebe3',
          mutedForeground: '#57554d',
          popover: '#ffffff',
          popoverForeground: '#1c1f24',
          card: '#ffffff',
          cardForeground: '#1c1f24',
          border: '#ddd6c8',
          input: '#c8bea9',
          primary: '#1f3a5f',
          primaryForeground: '#ffffff',
          secondary: '#ebe6dc',
          secondaryForeground: '#1c1f24',
          accent: '#f1ead8',
          accentForeground: '#3a2e10',
          destructive: '#b42318',
          destructiveForeground: '#ffffff',
          ring: '#8a6d1c',
          radius: '0.5rem',
        },
      },
      animations: {
        enabled: true,
        duration: 300,
        easing: 'ease-in-out',
      },
      typography: {
        fontFamily: 'ui-serif, Georgia, Cambria, "Times New Roman", Times, serif',
        fontSize: 16,
        lineHeight: 1.6,
      },
      effects: {
        blur: false,
        shadows: true,
        gradients: false,
      },
    },
  };
  const SAFE = /^[#a-zA-Z0-9 .,%()/+-]+$/;
  const FONT = /^[a-zA-Z0-9 ,"'-]+$/;
  const KEYS = [
    'background',
    'foreground',
    'muted',
    'mutedForeground',
    'popover',
    'popoverForeground',
    'card',
    'cardForeground',
    'border',
    'input',
    'primary',
    'primaryForeground',
    'secondary',
    'secondaryForeground',
    'accent',
    'accentForeground',
    'destructive',
    'destructiveForeground',
    'ring',
    'radius',
  ];
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
