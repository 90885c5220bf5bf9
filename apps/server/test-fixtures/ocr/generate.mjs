// Renders the order screenshots the photo helper is tested on, from the HTML pages beside this script.
//   node apps/server/test-fixtures/ocr/generate.mjs
// Needs Debian's Chromium (/usr/bin/chromium), playwright-core from the repository, and a font with Chinese
// glyphs (Debian's fonts-noto-cjk); without the font Chinese renders as boxes and the script stops.
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Page width in CSS pixels and the device scale: phone screenshots are taken at 2x like a real phone's. */
const shots = [
  { name: 'taobao-order', width: 390, scale: 2 },
  { name: 'alibaba-1688-order', width: 1100, scale: 1 },
  { name: 'poizon-order', width: 390, scale: 2 },
  { name: 'logistics-yto', width: 390, scale: 2 },
  { name: 'taobao-item-desktop', width: 1200, scale: 1 },
  // A phone photo of a screen comes as a JPEG; as a PNG its grain would weigh ~600 KB.
  { name: 'photo-order', width: 760, scale: 1, height: 900, type: 'jpeg' },
];

const fonts = execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
if (!fonts.trim()) {
  console.error('No font with Chinese glyphs: apt-get install fonts-noto-cjk');
  process.exit(1);
}

// launch() gives the browser a fresh temporary profile of its own and removes it on close.
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
});
try {
  for (const shot of shots) {
    const page = await browser.newPage({
      // A short viewport lets a full-page screenshot be exactly as tall as the page's content.
      viewport: { width: shot.width, height: shot.height ?? 100 },
      deviceScaleFactor: shot.scale,
    });
    await page.goto(`file://${path.join(here, `${shot.name}.html`)}`);
    await page.evaluate('document.fonts.ready');
    const type = shot.type ?? 'png';
    const file = path.join(here, `${shot.name}.${type === 'jpeg' ? 'jpg' : 'png'}`);
    await page.screenshot({
      path: file,
      type,
      fullPage: !shot.height,
      ...(type === 'jpeg' ? { quality: 82 } : {}),
    });
    await page.close();
    console.log(`${path.basename(file)} ${Math.round(statSync(file).size / 1024)} KB`);
  }
} finally {
  await browser.close();
}
