import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const gateway = 'http://localhost:3000';

/** The app's dark background: the splash screen and the phone's status bar match the first paint. */
const DARK_BACKGROUND = '#0b0c16';

/**
 * Installable and offline: the manifest, and a service worker that precaches the app shell. It never caches
 * /api answers (they are personal; the app keeps its own per-account copy) and waits for the skater to
 * accept an update, so a new version never swaps code under a half-filled form.
 */
const installableApp = VitePWA({
  registerType: 'prompt',
  // The app registers the worker itself, after the first render, to keep it out of the first download.
  injectRegister: false,
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    name: 'The Boonies',
    short_name: 'Boonies',
    description: 'Log your tricks, post your clips and climb the leaderboard of our skatepark.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: DARK_BACKGROUND,
    background_color: DARK_BACKGROUND,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    navigateFallback: '/index.html',
    // The API, its docs and socket.io are the server's: a navigation there must reach it.
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/socket\.io(\/|$)/],
    cleanupOutdatedCaches: true,
  },
});

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), installableApp],
  resolve: {
    // The browser entry of the contracts: types and plain constants, none of the server's decorators.
    alias: {
      '@boonies/contracts': fileURLToPath(new URL('../libs/contracts/src/browser.ts', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': gateway,
      '/socket.io': { target: gateway, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The framework changes far less often than the app: its own chunk stays cached across deploys.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack)[\\/]/,
              priority: 2,
            },
            // The icons in one chunk: one tiny chunk per icon would cost a phone more round trips than the
            // few unused bytes it saves.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
