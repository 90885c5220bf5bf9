import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9) beside every text file of the build, so the
 * server sends them as they are (`preCompressed` of @fastify/static, decision 036): the slowest, smallest settings
 * cost nothing per request when they are paid once at build time. A copy is kept only when it is smaller (most
 * chunks of a few hundred bytes still lose a third).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let writes = true;
  return {
    name: 'cabinet-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      // A build kept in memory (a test bundling one chunk) or a library build leaves no app files to serve.
      writes = config.build.write !== false && !config.build.lib;
    },
    async closeBundle() {
      if (!writes) return;
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
        .map((file) => path.join(outDir, file))
        .filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const raw = readFileSync(file);
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzipAsync(raw, { level: 9 }),
          ]);
          if (br.length < raw.length) writeFileSync(`${file}.br`, br);
          if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
        }),
      );
    },
  };
}
