import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { workspaceSourceAliases } from './workspace-aliases.ts'

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' })],
  // The workspace packages are compiled from source, like in Storybook and the tests.
  resolve: { alias: workspaceSourceAliases() },
  // The mock service worker script, served at the root for demo mode.
  publicDir: '../../packages/mocks/public',
  build: {
    target: 'es2022',
    sourcemap: true,
    // The demo's mock backend (faker, the seed) is one lazy chunk a server-mode user never loads.
    chunkSizeWarningLimit: 1500,
  },
  server: { port: 5173 },
  preview: { port: 4173 },
})
