import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { catalogues } from './vite.catalogues.ts';

/** Where the dev server (and `vite preview`) forwards `/graphql`. The production server serves client/dist itself. */
const apiTarget = process.env.FM_API_URL ?? 'http://localhost:4000';

/** Matches modules of the given node_modules packages (or scopes). */
function packages(...names: string[]): RegExp {
  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`[\\\\/]node_modules[\\\\/](${escaped.join('|')})[\\\\/]`);
}

const generatedDocuments = fileURLToPath(new URL('src/gql/graphql.ts', import.meta.url));
const DOCUMENT_MODULE = '\0gql-document:';

/**
 * Each `graphql(`…`)` call becomes an import of its own document (`MeDocument`, `FoodFieldsFragmentDoc`), a module
 * of one object taken from src/gql/graphql.ts, as the client preset's babel plugin would make it. Otherwise
 * `graphql()` looks documents up in gql.ts's map of every operation of the app, and graphql.ts, one module, lands
 * whole in the entry chunk (~200 kB raw): now each chunk carries only the documents it uses. The same objects
 * either way. Build only: tests and the dev server use gql.ts.
 */
function graphqlDocuments(): Plugin {
  const call = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
  let documents: Map<string, string> | null = null;
  const load = () =>
    (documents ??= new Map(
      [
        ...readFileSync(generatedDocuments, 'utf8').matchAll(
          /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm,
        ),
      ].map((m) => [m[1], m[2]]),
    ));
  return {
    name: 'fitness-manager:graphql-documents',
    apply: 'build',
    resolveId(source) {
      return source.startsWith(DOCUMENT_MODULE) ? source : null;
    },
    load(id) {
      if (!id.startsWith(DOCUMENT_MODULE)) return null;
      const name = id.slice(DOCUMENT_MODULE.length);
      return `export const ${name} = ${load().get(name)};`;
    },
    transform(code, id) {
      if (!/\/src\/(?!gql\/).*\.tsx?$/.test(id) || !code.includes('graphql(`')) return null;
      const used = new Set<string>();
      const transformed = code.replace(call, (_whole, source: string) => {
        const definition = /\b(query|mutation|subscription|fragment)\s+(\w+)/.exec(source);
        const name = definition ? `${definition[2]}${definition[1] === 'fragment' ? 'FragmentDoc' : 'Document'}` : null;
        if (!name || !load().has(name))
          this.error(`graphql-documents: no generated document for ${definition?.[2] ?? 'a graphql() call'} (run npm run codegen)`);
        used.add(name);
        return `__gql_${name}`;
      });
      const imports = [...used].map((name) => `import { ${name} as __gql_${name} } from ${JSON.stringify(DOCUMENT_MODULE + name)};`);
      return { code: `${imports.join('\n')}\n${transformed}`, map: null };
    },
  };
}

const proxy = {
  '/graphql': { target: apiTarget, changeOrigin: true },
  // The data page's uploads and downloads (docs/graphql.md › Your data).
  '/uploads': { target: apiTarget, changeOrigin: true },
  '/download': { target: apiTarget, changeOrigin: true },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), graphqlDocuments(), catalogues()],
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
    // dist/.vite/manifest.json: which chunks each page loads, for the login page's budget (scripts/login-budget.mjs).
    // The server does not serve it (express.static ignores dot folders).
    manifest: true,
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
