import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const gateway = 'http://localhost:3000';

const CONTRACTS = fileURLToPath(new URL('../libs/contracts/src', import.meta.url));

/**
 * The browser entries of the contracts: types and plain constants, none of the server's decorators. Each
 * folder is imported by its own entry (`@boonies/contracts/games`): its `browser.ts` where it has one, else its
 * `index.ts`, which then is browser-safe as it is.
 */
const contractsEntries = readdirSync(CONTRACTS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => {
    const browser = path.join(CONTRACTS, name, 'browser.ts');
    return {
      find: `@boonies/contracts/${name}`,
      replacement: existsSync(browser) ? browser : path.join(CONTRACTS, name, 'index.ts'),
    };
  });

/** Radix's primitives and the small libraries they are built on. */
const UI_KIT =
  /node_modules[\\/](@radix-ui|@floating-ui|aria-hidden|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|tslib)[\\/]/;

/** The app's dark background: the splash screen and the phone's status bar match the first paint. */
const DARK_BACKGROUND = '#0b0c16';

/**
 * Installable and offline: the manifest, and the app's own service worker (`src/sw.ts`), into which the list
 * of the app shell's files is injected at build time for it to precache. The worker never caches /api answers
 * (they are personal; the app keeps its own per-account copy), shows web pushes, and waits for the skater to
 * accept an update, so a new version never swaps code under a half-filled form.
 */
const installableApp = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
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
  injectManifest: {
    // One classic script: every browser with service workers runs it (module workers are not everywhere).
    rollupFormat: 'iife',
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // The password rule's dictionaries (a few hundred KB) serve only sign-up and Change Password, which need
    // the network anyway: they load when those forms open, not with every installation.
    globIgnores: ['**/node_modules/**/*', '**/password-rule-*.js'],
  },
});

/**
 * The app's scripts load at low priority: the first paint (index.html's "Loading...") needs only the
 * stylesheet, and on a phone's connection the scripts would otherwise take its bandwidth. They still start at
 * once, run when they arrive, and nothing else of the page competes with them.
 */
const scriptsAfterStylesheet: Plugin = {
  name: 'boonies:scripts-after-stylesheet',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace(
        /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
        '<$1 fetchpriority="low"',
      ),
  },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), installableApp, scriptsAfterStylesheet],
  resolve: {
    alias: [
      // A string alias also stands for the paths under it: the whole contracts' entry is matched exactly.
      { find: /^@boonies\/contracts$/, replacement: path.join(CONTRACTS, 'browser.ts') },
      ...contractsEntries,
      // `@/lib/…`, `@/features/…`: the app's own modules by their place under src/.
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
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
              priority: 5,
            },
            // The password rule's library and dictionaries, loaded together on the forms that set a password.
            {
              name: 'password-rule',
              test: /node_modules[\\/](@zxcvbn-ts|fastest-levenshtein)[\\/]/,
              priority: 6,
            },
            // The icons in one chunk: one tiny chunk per icon would cost a phone more round trips than the
            // few unused bytes it saves.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 4 },
            // What the first screen runs, kept apart: the groups below would otherwise pull the menus,
            // dialogs and shared screens' code into the first download along with the few modules of theirs
            // it needs.
            { name: 'boot', tags: ['$initial'], priority: 3 },
            // The UI primitives every signed-in screen uses (menus, dialogs, tooltips, tabs): one chunk
            // instead of a dozen.
            { name: 'ui-kit', test: UI_KIT, priority: 2 },
            // The app's own modules that more than one screen uses, in one chunk: left to itself the bundler
            // makes one file per shared module, and a phone on HTTP/1.1 (six connections, a 150 ms round trip
            // each) pays a round trip per handful of files — 45 files were a second of waiting on / alone.
            // Code only one screen uses stays in that screen's chunk.
            { name: 'app-common', test: /[\\/]web[\\/]src[\\/]/, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
