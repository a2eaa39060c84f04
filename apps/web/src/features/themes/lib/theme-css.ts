import { THEME_COLOR_KEYS, type Theme } from '@sdp/shared';
import { sanitizeCss } from './sanitize-css';

// How a theme reaches the page (docs/themes.md#applying): CSS variables and attributes on <html>,
// and its custom CSS in one <style> element. /theme-boot.js (../boot) does the same before the first
// paint (without the custom CSS); theme-boot.test.ts checks they agree.

export const CUSTOM_CSS_ELEMENT_ID = 'theme-custom-css';

function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The inline style properties a theme sets on <html>, by property name. */
export function themeStyle(theme: Theme, dark: boolean): Record<string, string> {
  const colors = dark ? theme.colors.dark : theme.colors.light;
  const style: Record<string, string> = {};
  for (const key of THEME_COLOR_KEYS) style[`--${kebab(key)}`] = colors[key];
  style['--theme-duration'] = `${theme.animations.enabled ? theme.animations.duration : 0}ms`;
  style['--default-transition-duration'] = style['--theme-duration'];
  style['--default-transition-timing-function'] = theme.animations.easing;
  style['--theme-font-family'] = theme.typography.fontFamily;
  style['font-size'] = `${theme.typography.fontSize}px`;
  style['line-height'] = String(theme.typography.lineHeight);
  style['color-scheme'] = dark ? 'dark' : 'light';
  return style;
}

/** The data attributes a theme sets on <html> (read by index.css's effect rules). */
export function themeAttributes(theme: Theme): Record<string, string> {
  return {
    'data-theme': theme.id,
    'data-animations': theme.animations.enabled ? 'on' : 'off',
    'data-blur': theme.effects.blur ? 'on' : 'off',
    'data-shadows': theme.effects.shadows ? 'on' : 'off',
    'data-gradients': theme.effects.gradients ? 'on' : 'off',
  };
}

/** Applies a theme to the document: variables, class, attributes and the sanitised custom CSS. */
export function applyTheme(theme: Theme, dark: boolean, doc: Document = document): void {
  const html = doc.documentElement;
  for (const [prop, value] of Object.entries(themeStyle(theme, dark))) html.style.setProperty(prop, value);
  for (const [name, value] of Object.entries(themeAttributes(theme))) html.setAttribute(name, value);
  html.classList.toggle('dark', dark);
  html.classList.toggle('light', !dark);
  const css = theme.customCSS ? sanitizeCss(theme.customCSS) : '';
  let el = doc.getElementById(CUSTOM_CSS_ELEMENT_ID);
  if (!css) {
    el?.remove();
    return;
  }
  if (!el) {
    el = doc.createElement('style');
    el.id = CUSTOM_CSS_ELEMENT_ID;
    doc.head.appendChild(el);
  }
  el.textContent = css;
}
