import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { precompress } from './scripts/precompress';
import { sandboxChunkFileName, sandboxChunksApart } from './scripts/sandbox-chunks';

// The domain package is consumed from source so the web build never depends on its compiled output. Its modules
// and the web's own are declared free of side effects ("sideEffects" in their package.json files): a chunk keeps
// only the modules it uses, so the first screen carries no schema and no zod (npm run bundle-report -w apps/web).
const domainEntry = decodeURIComponent(
  new URL('../../packages/domain/src/index.ts', import.meta.url).pathname,
);

const webDir = decodeURIComponent(new URL('.', import.meta.url).pathname);

// React Router's package sends every import to its development build, which differs from its production build
// only in keeping the development warnings (and their code: 0.5 KB gz of the first screen). The build takes the
// production one; tests and the dev server keep the warnings.
const routerProduction = createRequire(import.meta.url)
  .resolve('react-router/package.json')
  .replace(/package\.json$/, 'dist/production/index.mjs');

/**
 * How the app build is cut into chunks (decision 043), left out of library builds (a test bundling one chunk with
 * this config): grouping without the groups' dependencies needs entry signatures a library cannot give up.
 */
function appChunks(): Plugin {
  return {
    name: 'cabinet-app-chunks',
    apply: 'build',
    config(config) {
      if (config.build?.lib) return;
      return {
        build: {
          rolldownOptions: {
            output: {
              // Shared chunks are named by their hash alone, pages and the two first-screen chunks keep their names;
              // chunks with the sandbox pages' code say `sandbox`, which a production start does not serve.
              chunkFileNames: (chunk) =>
                sandboxChunkFileName(chunk) ??
                (chunk.isDynamicEntry || chunk.name === 'react' || chunk.name === 'start'
                  ? 'assets/[name]-[hash].js'
                  : 'assets/[hash].js'),
              codeSplitting: {
                groups: [
                  // React and the router change rarely: their own chunk stays cached across releases of the app.
                  {
                    name: 'react',
                    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  },
                  // Everything else the entry imports statically (what index.html loads anyway) in one chunk
                  // instead of twenty: one compression context and no import glue between them (−6 KB gz). Only
                  // those modules ('$initial'; their dependencies are $initial too): the lazy chunks load what they
                  // did and import what they share with the first screen from it.
                  { name: 'start', tags: ['$initial'], includeDependenciesRecursively: false },
                ],
              },
            },
          },
        },
      };
    },
  };
}

export default defineConfig(({ command, mode }) => {
  // The dev server sends /api to the API server: http://localhost:3000 unless API_PROXY_TARGET says otherwise.
  const apiTarget = loadEnv(mode, webDir, '').API_PROXY_TARGET || 'http://localhost:3000';
  const apiProxy = { '/api': { target: apiTarget, changeOrigin: true } };

  return {
    // The build leaves a .br and a .gz beside each text file for the server to send as they are (decision 036).
    plugins: [react(), precompress(), appChunks(), sandboxChunksApart()],
    resolve: {
      alias: [
        { find: /^@cargo\/domain$/, replacement: domainEntry },
        ...(command === 'build' ? [{ find: /^react-router$/, replacement: routerProduction }] : []),
      ],
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      // Every browser the build targets knows <link rel="modulepreload">; without it a browser only loses the early
      // fetch, and the first screen loses the polyfill.
      modulePreload: { polyfill: false },
    },
    server: { port: 5173, proxy: apiProxy },
    preview: { port: 4173, proxy: apiProxy },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      testTimeout: 15000,
      // Test files share each worker's loaded modules and jsdom (nothing mocks a module; setup.ts cleans the DOM,
      // storage and fetch after each test): Mantine, React and the features are imported once per worker.
      isolate: false,
      // Both cores: Vitest's default leaves one idle on a 2-core machine (125 s → 71 s for the suite).
      maxWorkers: 2,
    },
  };
});
