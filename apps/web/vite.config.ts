import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The domain package is consumed from source so the web build never depends on its compiled output.
const domainEntry = decodeURIComponent(new URL('../../packages/domain/src/index.ts', import.meta.url).pathname);

const apiProxy = {
  '/api': { target: 'http://localhost:3000', changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [{ find: /^@cargo\/domain$/, replacement: domainEntry }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
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
});
