import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/config.json': 'http://127.0.0.1:8080' } },
  test: { name: 'web', include: ['test/**/*.test.ts', 'test/**/*.test.tsx'], environment: 'jsdom' },
});
