import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { dependencyShims } from './build/dependencyShims';
import { precompress } from './build/precompress';
import { shellChunk } from './build/shellChunk';

export default defineConfig({
  plugins: [dependencyShims(), react(), precompress()],
  server: { proxy: { '/api': 'http://localhost:3000', '/init': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The server reads it to preload a landing page's chunks along with the entry (server/http/preload.ts).
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: shellChunk() }] } } },
  },
});
