import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Lingui macros are a Babel transform; with Vite 8 / plugin-react 6 Babel runs through
// @rolldown/plugin-babel, placed before react() so the macros are gone before JSX is compiled.
export default defineConfig({
  plugins: [
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'], include: /\/(src|machines|stories)\/.*\.[jt]sx?$/ }),
    react(),
    lingui(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // The client entry; `vite build --ssr src/entry-server.tsx` replaces it for the server bundle.
    rolldownOptions: {
      input: 'src/entry-client.tsx',
      output: {
        // The libraries every page runs, in one chunk: split across the lazy chunks that share them, they cost more
        // bytes (and requests) on the first view than together. ky and zod are not among them: the first view does
        // no request (src/app/root/browser-io.ts).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|xstate|@xstate|wouter|regexparam|@lingui|idb)[\\/]/,
            },
          ],
        },
      },
    },
    // SPEC budget: report what the first view costs.
    reportCompressedSize: true,
  },
  ssr: {
    noExternal: ['wouter'],
  },
});
