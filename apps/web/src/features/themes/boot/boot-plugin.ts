// Serves /theme-boot.js (docs/themes.md#first-paint): written into the build, answered by the dev server.
import type { Plugin } from 'vite';
import { themeBootScript } from './boot-script';

export const THEME_BOOT_FILE = 'theme-boot.js';

export function themeBoot(): Plugin {
  return {
    name: 'sdp:theme-boot',
    configureServer(server) {
      server.middlewares.use(`/${THEME_BOOT_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.end(themeBootScript());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: THEME_BOOT_FILE, source: themeBootScript() });
    },
  };
}
