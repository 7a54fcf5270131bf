import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

/**
 * React Router publishes a production build beside the development one, but its package's
 * exports name only the development build, warnings and all (`ENABLE_DEV_WARNINGS = true`:
 * checks on every render of the routes, and their texts in the router's chunk). A build takes
 * the production one; the development server keeps the warnings.
 */
export function reactRouterProduction(): Plugin {
  // Wherever the package manager put the package.
  const dist = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/',
  )
  return {
    name: 'photobooth-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: `${dist}index.mjs` },
          { find: /^react-router\/dom$/, replacement: `${dist}dom-export.mjs` },
        ],
      },
    }),
  }
}
