import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

// The domain package is consumed from source so the web build never depends on its compiled output.
const domainEntry = decodeURIComponent(
  new URL('../../packages/domain/src/index.ts', import.meta.url).pathname,
);

const webDir = decodeURIComponent(new URL('.', import.meta.url).pathname);

/**
 * The domain sources only declare constants and schemas. Marking them free of side effects lets the bundler
 * drop the modules a chunk does not use (and zod with them) from that chunk, e.g. from the first screen.
 */
const domainWithoutSideEffects: Plugin = {
  name: 'cargo-domain-without-side-effects',
  apply: 'build',
  transform(code, id) {
    if (!id.includes('/packages/domain/src/')) return null;
    return { code, map: null, moduleSideEffects: false };
  },
};

export default defineConfig(({ mode }) => {
  // The dev server sends /api to the API server: http://localhost:3000 unless API_PROXY_TARGET says otherwise.
  const apiTarget = loadEnv(mode, webDir, '').API_PROXY_TARGET || 'http://localhost:3000';
  const apiProxy = { '/api': { target: apiTarget, changeOrigin: true } };

  return {
    plugins: [react(), domainWithoutSideEffects],
    resolve: {
      alias: [{ find: /^@cargo\/domain$/, replacement: domainEntry }],
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      rolldownOptions: {
        output: {
          // React and the router change rarely: their own chunk stays cached across releases of the app.
          codeSplitting: {
            groups: [
              { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            ],
          },
        },
      },
    },
    server: { port: 5173, proxy: apiProxy },
    preview: { port: 4173, proxy: apiProxy },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      testTimeout: 15000,
    },
  };
});
