import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type ResolvedConfig } from 'vite'
import { policyInputFromBuild } from './deploy/build-input.ts'
import { precompress, writeDeployConfigs } from './deploy/write-configs.ts'
import { phoneApp } from './pwa/plugin.ts'
import { readsRuntimeConfig } from './src/config/app-config.ts'
import { requestGuestFeedEarly } from './src/early-guest-feed.ts'
import { LANGUAGE_STORAGE_KEY, markLanguage } from './src/language/mark-language.ts'
import { PRODUCT_NAME } from './src/product.ts'
import { markThemeChoice, THEME_STORAGE_KEY } from './src/theme/theme-choice.ts'
import { workspaceSourceAliases } from './workspace-aliases.ts'

/** A build for a known API server connects to it, and fetches a guest's feed, while the page
 * loads (the demo's API is the page itself, started later by the app). */
function earlyApi(): Plugin {
  return {
    name: 'photobooth-early-api',
    transformIndexHtml() {
      const api = process.env.VITE_API_URL?.replace(/\/+$/, '')
      if (!api || !/^https?:\/\//.test(api)) return []
      return [
        {
          tag: 'link',
          attrs: { rel: 'preconnect', href: new URL(api).origin, crossorigin: '' },
          injectTo: 'head',
        },
        {
          tag: 'script',
          children: `(${requestGuestFeedEarly.toString()})(${JSON.stringify(api)})`,
          injectTo: 'head',
        },
      ]
    },
  }
}

/**
 * The theme chosen on this device, in force before the first paint: a few lines in the head
 * mark `<html>` from storage (src/theme/theme-choice.ts), and the head's early styles paint
 * the chosen colours until the app's arrive. Not the bundle's code: it would come too late.
 */
function themeBeforePaint(): Plugin {
  return {
    name: 'photobooth-theme-before-paint',
    transformIndexHtml() {
      const key = JSON.stringify(THEME_STORAGE_KEY)
      return [
        {
          tag: 'script',
          // No storage (a blocked one throws): the system's preference, as without a choice.
          children: `try{(${markThemeChoice.toString()})(localStorage.getItem(${key}))}catch(e){}`,
          injectTo: 'head',
        },
        {
          tag: 'script',
          // The language too (src/language): `<html lang dir>` right from the first paint.
          children: `(${markLanguage.toString()})((()=>{try{return localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})}catch(e){return null}})(),navigator.languages||[])`,
          injectTo: 'head',
        },
      ]
    },
  }
}

/**
 * A build that reads its configuration at start-up (no `VITE_API_URL`) ships a `config.json`
 * that says nothing — the demo — for the deployer to replace: the app's request for it is
 * answered, never a 404 in the browser's console.
 */
function defaultRuntimeConfig(): Plugin {
  let env: Record<string, string | undefined> = {}
  return {
    name: 'photobooth-default-config',
    apply: 'build',
    configResolved(resolved) {
      env = { ...resolved.env, ...process.env }
    },
    generateBundle() {
      if (!readsRuntimeConfig(env)) return
      this.emitFile({ type: 'asset', fileName: 'config.json', source: '{}\n' })
    },
  }
}

/**
 * After a build: its text files precompressed (brotli, gzip), and the server configurations
 * generated from the one header policy for it (deploy/): `_headers` and `_redirects` in the
 * build, nginx's and Caddy's in deploy-configs/.
 */
function deployment(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'photobooth-deployment',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    closeBundle: {
      order: 'post',
      async handler() {
        const dist = resolve(config.root, config.build.outDir)
        await precompress(dist)
        const env = { ...config.env, ...process.env } as Record<string, string | undefined>
        writeDeployConfigs(dist, policyInputFromBuild(dist, env), { port: 8080 })
      },
    },
  }
}

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin({ identifiers: 'short' }),
    themeBeforePaint(),
    earlyApi(),
    defaultRuntimeConfig(),
    phoneApp({ productName: PRODUCT_NAME }),
    deployment(),
  ],
  resolve: {
    alias: [
      // The workspace packages are compiled from source, like in Storybook and the tests.
      ...workspaceSourceAliases(),
      // Radix's scroll lock without <style> elements, which the policy refuses (see
      // packages/ui/src/csp/style-singleton.ts).
      {
        find: /^react-style-singleton$/,
        replacement: fileURLToPath(
          new URL('../../packages/ui/src/csp/style-singleton.ts', import.meta.url),
        ),
      },
    ],
  },
  // The mock service worker script, served at the root for demo mode.
  publicDir: '../../packages/mocks/public',
  build: {
    target: 'es2022',
    sourcemap: true,
    // Read by the benchmark to attribute chunks to routes.
    manifest: true,
    // The demo's mock backend (faker, the seed) is one lazy chunk a server-mode user never loads.
    chunkSizeWarningLimit: 1500,
    // Every browser the app supports (es2022) knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the first view needs (the app and everything it imports statically) in one
          // file with one stylesheet, instead of a dozen small chunks that the router's chunk
          // happens to share: fewer requests on a phone's network, better compression.
          groups: [{ name: 'first-view', test: /apps\/web\/src\/(main|app)\.tsx$/ }],
        },
      },
    },
  },
  // The photo worker loads its HEIC decoder lazily: module workers can split code.
  worker: { format: 'es' },
  server: { port: 5173 },
  preview: { port: 4173 },
})
