/**
 * Screenshots of the goods list, to check that a change to the cards leaves them looking the same: the heavy
 * account's sections at 1280 and 390 px wide (the folded list of ten, and the unfolded virtual list scrolled
 * 6,000 px down), written as PNGs into WEB_SHOTS_DIR; with WEB_SHOTS_COMPARE=<an earlier folder> each picture is
 * compared pixel by pixel (in the page, through a canvas) with its namesake there.
 * Run: npm run build && WEB_SHOTS_DIR=/tmp/shots-after WEB_SHOTS_COMPARE=/tmp/shots-before npm run web-card-shots -w bench
 * (WEB_SHOTS_DATA=<folder> keeps the seeded PGlite folder there and reuses it on the next run.)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openBrowser } from '../e2e/support/browser.ts';
import { signIn } from '../e2e/support/cabinet.ts';
import { startServer } from '../e2e/support/server.ts';
import { seededPgliteFolder } from './api/database.ts';
import { HEAVY_EMAIL, HEAVY_PASSWORD } from './api/seed.ts';

const OUT = path.resolve(process.env.INIT_CWD ?? '.', process.env.WEB_SHOTS_DIR ?? 'shots');
const COMPARE = process.env.WEB_SHOTS_COMPARE;
const KEEP = process.env.WEB_SHOTS_DATA;
const SECTIONS = ['waiting', 'problem', 'onstore', 'sent', 'archive'];
const WIDTHS = [1280, 390];

/** Share of differing pixels between two PNGs of the same name, measured in the page. */
const DIFF = `async ([a, b]) => {
  const load = (src) => new Promise((resolve) => { const img = new Image(); img.onload = () => resolve(img); img.src = src; });
  const [x, y] = await Promise.all([load(a), load(b)]);
  if (x.width !== y.width || x.height !== y.height) return { size: [x.width, x.height, y.width, y.height] };
  const data = (img) => { const c = document.createElement('canvas'); c.width = img.width; c.height = img.height;
    const g = c.getContext('2d'); g.drawImage(img, 0, 0); return g.getImageData(0, 0, img.width, img.height).data; };
  const p = data(x), q = data(y);
  let differ = 0;
  for (let i = 0; i < p.length; i += 4) if (p[i] !== q[i] || p[i + 1] !== q[i + 1] || p[i + 2] !== q[i + 2]) differ++;
  return { differ, pixels: p.length / 4 };
}`;

mkdirSync(OUT, { recursive: true });
const data = await seededPgliteFolder(KEEP, 'shots-');
try {
  const server = await startServer({ DATA_DIR: data.dir });
  const shots: string[] = [];
  try {
    for (const width of WIDTHS) {
      const session = await openBrowser({ width, height: 900 });
      try {
        const { page } = session;
        await signIn(page, server.url, HEAVY_EMAIL, HEAVY_PASSWORD, '/dashboard');
        for (const section of SECTIONS) {
          await page.goto(`${server.url}/products?section=${section}`);
          const list = page.getByRole('list', { name: /./ }).last();
          await list.getByRole('article').first().waitFor();
          await page.mouse.move(0, 0);
          await page.evaluate('document.fonts.ready');
          await page.waitForTimeout(300);
          const name = `${section}-${width}-folded.png`;
          await list.screenshot({ path: path.join(OUT, name), animations: 'disabled' });
          shots.push(name);
          // The cards' markup beside the pictures, to see what changed when a picture differs.
          writeFileSync(
            path.join(OUT, `${section}-${width}.html`),
            await list.evaluate((el) => el.outerHTML),
          );
          const more = page.getByRole('button', { name: /Показать ещё/ });
          if ((await more.count()) === 0) continue;
          await more.click();
          await page.getByRole('button', { name: 'Свернуть' }).waitFor();
          // Far enough down that only the virtual list's own cards are in sight, the same place each run.
          await page.evaluate('window.scrollTo(0, 6000)');
          await page.waitForTimeout(800);
          await page.evaluate('window.scrollTo(0, 6000)');
          await page.waitForTimeout(800);
          const unfolded = `${section}-${width}-unfolded.png`;
          await page.screenshot({ path: path.join(OUT, unfolded), animations: 'disabled' });
          shots.push(unfolded);
        }
        if (COMPARE) {
          await page.goto(`${server.url}/login`);
          for (const name of shots.filter((shot) => shot.includes(`-${width}-`))) {
            const before = path.join(COMPARE, name);
            if (!existsSync(before)) {
              console.log(`${name}: no picture to compare with`);
              continue;
            }
            const uri = (file: string) => `data:image/png;base64,${readFileSync(file).toString('base64')}`;
            const result = await page.evaluate(
              `(${DIFF})(${JSON.stringify([uri(before), uri(path.join(OUT, name))])})`,
            );
            console.log(`${name}: ${JSON.stringify(result)}`);
          }
        }
      } finally {
        await session.close();
      }
    }
  } finally {
    await server.stop();
  }
  console.log(`${shots.length} pictures in ${OUT}`);
} finally {
  await data.drop();
}
