// Draws the installed app's PNG icons from the favicon, in the sizes phones ask for. Run after changing
// web/public/favicon.svg: `node scripts/make-app-icons.mjs`. Chromium draws them, as in the browser tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PUBLIC = join(import.meta.dirname, '..', 'web', 'public');
const favicon = readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(favicon).toString('base64')}`;

/** Maskable icons keep the logo inside the central safe zone (80%) on the app's dark background. */
const ICONS = [
  { file: 'icon-192.png', size: 192, padding: 0, background: 'transparent' },
  { file: 'icon-512.png', size: 512, padding: 0, background: 'transparent' },
  { file: 'maskable-512.png', size: 512, padding: 0.2, background: '#0b0c16' },
  { file: 'apple-touch-icon.png', size: 180, padding: 0.1, background: '#0b0c16' },
];

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (const { file, size, padding, background } of ICONS) {
    const inner = Math.round(size * (1 - padding));
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
        `<img src="${dataUrl}" width="${inner}" height="${inner}"></body>`,
    );
    await page.screenshot({
      path: join(PUBLIC, 'icons', file),
      omitBackground: background === 'transparent',
    });
  }
} finally {
  await browser.close();
}
