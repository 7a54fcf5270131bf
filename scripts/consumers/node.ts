/**
 * A fresh Node program imports the packed API client at a given React (the lowest its peer
 * range admits, below the UI's) and renders its provider and a hook on the server
 * (scripts/consumers/node-app).
 */
import { fileURLToPath } from 'node:url'
import {
  installedApp,
  installedVersion,
  type PreparedApp,
  prepareApp,
  printTimings,
  run,
  type Tarballs,
  timed,
} from './shared.ts'

const template = fileURLToPath(new URL('./node-app', import.meta.url))

export interface ApiClientAtReactOptions {
  tarballs: Tarballs
  react: string
}

/** The Node program, its install begun (see prepareApp). */
export function prepareApiClientAtReact(options: ApiClientAtReactOptions): PreparedApp {
  return prepareApp('node-consumer', template, {
    '@photobooth/api-client': `file:${options.tarballs.apiClient}`,
    react: options.react,
    'react-dom': options.react,
  })
}

export async function checkApiClientAtReact(
  options: ApiClientAtReactOptions,
  prepared: PreparedApp = prepareApiClientAtReact(options),
): Promise<void> {
  console.info(`\nNode consumer of @photobooth/api-client (React ${options.react})`)
  const timings: Record<string, number> = {}
  const { scratch, app } = prepared
  try {
    await installedApp(prepared, timings)
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
