import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // .br and .gz beside every text asset, sent by the server as the browser accepts (http/console.ts).
    // index.html is left out: the server sends it with the product title filled in and compresses it itself.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/index\.html$/], threshold: 1024, logLevel: 'silent' }),
  ],
  // manifest.json: which chunks each page loads (test/bundle-budget.test.ts keeps them within budget).
  build: { manifest: true },
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/config.json': 'http://127.0.0.1:8080' } },
  test: { name: 'web', include: ['test/**/*.test.ts', 'test/**/*.test.tsx'], environment: 'jsdom' },
});
