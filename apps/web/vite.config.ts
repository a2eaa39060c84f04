import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { SPA_NAVIGATION_PATTERN } from './src/app/spa-paths';
import { offlineRuntimeCaching } from './src/features/pwa/offline-routes';

const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
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
        navigateFallback: '/index.html',
        navigateFallbackAllowlist: [SPA_NAVIGATION_PATTERN],
        navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io\//, /^\/ws(?:\/|$)/],
        cleanupOutdatedCaches: true,
        runtimeCaching: offlineRuntimeCaching(),
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 700 },
});
