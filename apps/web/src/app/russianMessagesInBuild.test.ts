import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const webDir = path.resolve(import.meta.dirname, '../..');
const out = mkdtempSync(path.join(tmpdir(), 'web-zod-ru-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** A lazy chunk of the real app in miniature: one form schema taken from the domain, nothing else. */
const ENTRY = `
import { signUpSchema } from '@cargo/domain';
export const messages = (body) => (signUpSchema.safeParse(body).error?.issues ?? []).map((i) => i.path.join('.') + ': ' + i.message);
`;

/**
 * The build drops every domain module a chunk does not use (the first screen needs no schema). zod's Russian
 * messages are a side effect of the domain package, not an export: this builds a chunk the way the web does and
 * checks that a form would still say what is wrong in Russian. Unit tests cannot see it: they load the sources
 * whole, without tree-shaking.
 */
describe('a production chunk with a domain schema', () => {
  it('shows zod’s fallback messages in Russian', { timeout: 60_000 }, async () => {
    const entry = path.join(out, 'entry.js');
    writeFileSync(entry, ENTRY);
    const result = (await build({
      root: webDir,
      configFile: path.join(webDir, 'vite.config.ts'),
      logLevel: 'silent',
      build: {
        write: false,
        minify: true,
        lib: { entry, formats: ['cjs'], fileName: 'one-schema' },
      },
    })) as Rolldown.RolldownOutput[];
    const chunk = result[0]!.output.find((item) => item.type === 'chunk')!;
    // Everything is bundled in (zod too): the chunk runs on its own, as it would in the browser.
    const module = { exports: {} as { messages?: (body: unknown) => string[] } };
    new Function('module', 'exports', chunk.code)(module, module.exports);
    const messages = module.exports.messages!;

    const said = messages({
      email: 'ivan@example.ru',
      password: 'correct-horse',
      name: 'Иван',
      // Neither has a message of its own: the text is the domain's Russian fallback, not zod's English.
      referralId: 'R'.repeat(40),
      registrationSourceId: 'сайт',
    });
    expect(said).toContain('referralId: Не более 32 символов');
    expect(said).toContain('registrationSourceId: Неверный формат значения');
  });
});
