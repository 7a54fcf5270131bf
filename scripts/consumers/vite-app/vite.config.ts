import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

// One page per HTML file here: each is built on its own, so its first load is its entry
// script and the chunks that entry imports (its `modulepreload` links).
const pages = readdirSync(root).filter((file) => file.endsWith('.html'))

export default defineConfig({
  plugins: [react()],
  build: {
    manifest: true,
    rolldownOptions: {
      input: Object.fromEntries(pages.map((file) => [file.replace(/\.html$/, ''), root + file])),
    },
  },
})
