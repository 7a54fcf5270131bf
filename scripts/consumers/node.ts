/**
 * A fresh Node program imports the packed API client at a given React (the lowest its peer
 * range admits, below the UI's) and renders its provider and a hook on the server
 * (scripts/consumers/node-app).
 */
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  addDependencies,
  copyTemplate,
  installedVersion,
  npmInstall,
  printTimings,
  run,
  scratchDir,
  type Tarballs,
  timed,
} from './shared.ts'

const template = fileURLToPath(new URL('./node-app', import.meta.url))

export async function checkApiClientAtReact(options: {
  tarballs: Tarballs
  react: string
}): Promise<void> {
  console.info(`\nNode consumer of @photobooth/api-client (React ${options.react})`)
  const timings: Record<string, number> = {}
  const scratch = scratchDir('node-consumer')
  const app = join(scratch.dir, 'app')
  try {
    copyTemplate(template, app)
    addDependencies(app, {
      '@photobooth/api-client': `file:${options.tarballs.apiClient}`,
      react: options.react,
      'react-dom': options.react,
    })
    await timed(timings, 'npm install', () => npmInstall(app))
    const react = installedVersion(app, 'react')
    if (react !== options.react) throw new Error(`npm installed React ${react}`)
    const said = await timed(timings, 'render', () =>
      run(process.execPath, ['render.mjs'], { cwd: app }),
    )
    console.info(`  ✓ ${said.trim()}`)
  } finally {
    scratch.remove()
    printTimings(timings)
  }
}
