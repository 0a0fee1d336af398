import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where the dev server (and `vite preview`) forwards `/graphql`. The production server serves client/dist itself. */
const apiTarget = process.env.FM_API_URL ?? 'http://localhost:4000';

/** Matches modules of the given node_modules packages (or scopes). */
function packages(...names: string[]): RegExp {
  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`[\\\\/]node_modules[\\\\/](${escaped.join('|')})[\\\\/]`);
}

const proxy = {
  '/graphql': { target: apiTarget, changeOrigin: true },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    // The shared workspace package from its TypeScript source (its dist/ is CommonJS for the server).
    alias: [
      { find: /^@fitness-manager\/shared$/, replacement: fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)) },
      { find: /^@fitness-manager\/shared\/(.*)$/, replacement: `${fileURLToPath(new URL('../shared/src/', import.meta.url))}$1` },
    ],
  },
  server: {
    port: Number(process.env.FM_CLIENT_PORT ?? 5173),
    proxy,
  },
  preview: {
    proxy,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks, so a release that changes only app code keeps them cached.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: packages('react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom', 'cookie'),
            },
            {
              name: 'apollo',
              test: packages('@apollo', 'graphql', 'rxjs', '@wry', 'optimism', 'tslib', '@graphql-typed-document-node'),
            },
          ],
        },
      },
    },
  },
});
