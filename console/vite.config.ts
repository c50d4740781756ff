// Vite config of the react-admin console. Root is console/, the build lands in console/dist (served
// by the api when SERVE_CONSOLE is on); the dev server proxies /api to the api process.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const consoleRoot = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(consoleRoot, '..');

export default defineConfig({
  root: consoleRoot,
  base: '/',
  plugins: [react()],
  build: {
    outDir: path.join(consoleRoot, 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2500,
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.CONSOLE_PORT || 5173),
    strictPort: true,
    // The console imports the shared rules from ../domain.
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': { target: `http://127.0.0.1:${process.env.API_PORT || 3000}`, changeOrigin: true },
    },
  },
  define: { __STAGE_HOSTS__: JSON.stringify(process.env.STAGE_HOSTS || 'localhost,127.0.0.1,staging') },
  preview: { port: Number(process.env.CONSOLE_PORT || 5173) },
});
