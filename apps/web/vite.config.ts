import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { SPA_NAVIGATION_PATTERN } from './src/app/spa-paths';
import { offlineRuntimeCaching } from './src/features/pwa/offline-routes';
import { themeBoot } from './src/features/themes/boot/boot-plugin';
import { precompress } from './src/prerender/compress-plugin';
import { APP_SHELL_FILE, prerenderPublicPages } from './src/prerender/prerender-plugin';

const backend = 'http://localhost:3000';
const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// Vendors in chunks of their own, so the app's entry stays small and each library is cached apart
// (docs/public-pages.md#budgets). Recharts and the map stay in the lazy screens that use them.
const VENDOR_CHUNKS: [name: string, test: RegExp][] = [
  ['react', /\/node_modules\/(react|react-dom|scheduler)\//],
  ['router', /\/node_modules\/react-router\//],
  ['query', /\/node_modules\/@tanstack\//],
  ['zod', /\/node_modules\/(zod|@hookform|react-hook-form)\//],
  [
    'realtime',
    /\/node_modules\/(socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io)\//,
  ],
  // What a plain button, label or field needs (the contact island), apart from the rest of Radix.
  [
    'ui-base',
    /\/node_modules\/(radix-ui|@radix-ui\/react-(slot|compose-refs|primitive|label)|tailwind-merge|clsx|class-variance-authority)\//,
  ],
  ['ui', /\/node_modules\/(@radix-ui|@floating-ui|react-remove-scroll[^/]*|aria-hidden)\//],
];
const manualChunks = (id: string) => VENDOR_CHUNKS.find(([, test]) => test.test(id))?.[0];

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // /theme-boot.js: the saved theme painted before the first paint (docs/themes.md#first-paint).
    themeBoot(),
    // Public pages as static HTML, the SPA shell as app.html (docs/public-pages.md).
    prerenderPublicPages({ alias }),
    precompress([APP_SHELL_FILE]),
    VitePWA({
      // Offline worker (docs/product/web.md#install-prompt-and-offline-worker): fetched from
      // /service-worker.js; registered by src/features/pwa.
      strategies: 'generateSW',
      filename: 'service-worker.js',
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'SEO Domination Platform',
        short_name: 'SEO Domination',
        description: 'Find, build, launch and rank profitable local lead-generation sites.',
        theme_color: '#0b1120',
        background_color: '#0b1120',
        display: 'standalone',
        start_url: '/dashboard',
        scope: '/',
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: `/${APP_SHELL_FILE}`,
        navigateFallbackAllowlist: [SPA_NAVIGATION_PATTERN],
        navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io\//, /^\/ws(?:\/|$)/],
        cleanupOutdatedCaches: true,
        runtimeCaching: offlineRuntimeCaching(),
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: { alias },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/socket.io': { target: backend, changeOrigin: true, ws: true },
      '/ws': { target: backend, changeOrigin: true, ws: true },
      // hosted sites and version previews are served by the server
      '/s/': { target: backend, changeOrigin: true },
      '/preview/': { target: backend, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/socket.io': { target: backend, changeOrigin: true, ws: true },
      '/ws': { target: backend, changeOrigin: true, ws: true },
      // hosted sites and version previews are served by the server
      '/s/': { target: backend, changeOrigin: true },
      '/preview/': { target: backend, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      // The app (index.html, served as app.html) and the islands of the pre-rendered pages.
      input: {
        index: 'index.html',
        public: 'src/entry-public.ts',
        'contact-island': 'src/entry-contact.tsx',
      },
      output: { manualChunks },
    },
  },
});
