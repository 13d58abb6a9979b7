import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';

/**
 * Issue 18 (first-view JavaScript ≤ 100 KB gzip): the shop's production build renders with Preact through
 * preact/compat instead of react-dom (61 KB gzip of the 87 KB framework chunk; Preact's is ~10 KB). The source is
 * written against React's API and type-checked with React's types; unit and component tests (vitest, `serve`) and
 * Storybook (which sets SHOP_FRAMEWORK=react in .storybook/main.ts) run React itself. See docs/framework.md.
 */
function preactInBuild(): Plugin {
  return {
    name: 'shop:preact-in-build',
    enforce: 'pre',
    config(_config, { command }) {
      if (command !== 'build' || process.env.SHOP_FRAMEWORK === 'react') return;
      return {
        resolve: {
          alias: [
            { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
            { find: /^react-dom$/, replacement: 'preact/compat' },
            { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
            { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
            { find: /^react$/, replacement: 'preact/compat' },
          ],
        },
        // One Preact in the server bundle: the libraries that import React are bundled with it (an external copy
        // would load a second Preact whose hooks see no component).
        ssr: {
          noExternal: [
            'wouter',
            '@lingui/react',
            '@xstate/react',
            'use-sync-external-store',
            'preact',
            'preact-render-to-string',
          ],
        },
      };
    },
  };
}

export default defineConfig({
  plugins: [
    preactInBuild(),
    // Lingui macros are a Babel transform; with Vite 8 / plugin-react 6 Babel runs through
    // @rolldown/plugin-babel, placed before react() so the macros are gone before JSX is compiled.
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
              test: /[\\/]node_modules[\\/](preact|react|react-dom|scheduler|xstate|@xstate|wouter|regexparam|@lingui|idb)[\\/]/,
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
