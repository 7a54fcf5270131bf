/**
 * `npm test`: every test of the repository, step by step, each step's wall time printed as it
 * ends and all of them in a table at the end — so that a step that grows is seen where it grows.
 * Stops at the first step that fails (its output is above the table).
 *
 *   npm test                      every step, in order
 *   npm test -- e2e deploy        only the steps named, in the order below
 *   npm test -- --from e2e        from a step to the end
 *
 * What each step proves, and roughly how long it takes on CI's two cores, is in the README
 * ("Tests").
 */
import { spawn } from 'node:child_process'
import { parseArgs } from 'node:util'

interface Step {
  name: string
  /** What the step proves, in a few words (printed in the table). */
  proves: string
  command: string[]
}

const STEPS: readonly Step[] = [
  {
    name: 'lint',
    proves: 'Biome: lint, format, import directions',
    command: ['npm', 'run', 'lint'],
  },
  { name: 'types', proves: 'tsc over every package and app', command: ['npm', 'run', 'typecheck'] },
  {
    name: 'vitest',
    proves: 'unit tests, browser tests, every story with a11y and pictures',
    command: ['npx', 'vitest', 'run'],
  },
  {
    name: 'packages',
    proves: 'the packed packages: publint, types, consumer apps',
    command: ['npm', 'run', 'check:packages'],
  },
  {
    name: 'e2e',
    proves: "the production build end to end in Chromium's headless shell",
    command: ['npm', 'run', 'test:e2e'],
  },
  {
    name: 'deploy',
    proves: 'the build behind Debian nginx and Caddy',
    command: ['npm', 'run', 'test:deploy'],
  },
  {
    name: 'journeys',
    proves: 'the journeys in Firefox and WebKit',
    command: ['npm', 'run', 'test:journeys'],
  },
]

/** Minutes and seconds, e.g. `3 min 07 s`. */
function duration(ms: number): string {
  const seconds = Math.round(ms / 1000)
  const minutes = Math.floor(seconds / 60)
  return minutes > 0
    ? `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`
    : `${seconds % 60} s`
}

/** The steps to run: those named (in the table's order), from `from`, or all. */
function chooseSteps(names: readonly string[], from?: string): Step[] {
  const known = new Set(STEPS.map((step) => step.name))
  for (const name of [...names, ...(from ? [from] : [])]) {
    if (!known.has(name)) {
      throw new Error(`No test step "${name}": the steps are ${[...known].join(', ')}.`)
    }
  }
  const start = from ? STEPS.findIndex((step) => step.name === from) : 0
  return STEPS.slice(start).filter((step) => names.length === 0 || names.includes(step.name))
}

function run(command: string[]): Promise<number> {
  return new Promise((resolve) => {
    const [file = '', ...args] = command
    const child = spawn(file, args, { stdio: 'inherit' })
    child.on('error', () => resolve(127))
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)))
  })
}

async function main() {
  const { values, positionals } = parseArgs({
    options: { from: { type: 'string' } },
    allowPositionals: true,
  })
  let steps: Step[]
  try {
    steps = chooseSteps(positionals, values.from)
  } catch (error) {
    console.error((error as Error).message)
    process.exit(2)
  }
  const timed: { step: Step; ms: number; code: number }[] = []
  const started = performance.now()
  for (const step of steps) {
    console.info(`\n== test step ${step.name}: ${step.proves}`)
    const at = performance.now()
    const code = await run(step.command)
    const ms = performance.now() - at
    timed.push({ step, ms, code })
    console.info(`== test step ${step.name} ${code === 0 ? 'passed' : 'FAILED'} in ${duration(ms)}`)
    if (code !== 0) break
  }
  const total = performance.now() - started
  const width = Math.max(...STEPS.map((step) => step.name.length))
  console.info('\n== test steps')
  for (const { step, ms, code } of timed) {
    console.info(
      `   ${step.name.padEnd(width)}  ${duration(ms).padStart(10)}  ${code === 0 ? 'ok    ' : 'FAILED'}  ${step.proves}`,
    )
  }
  for (const step of steps.slice(timed.length)) {
    console.info(`   ${step.name.padEnd(width)}  ${'-'.padStart(10)}  not run`)
  }
  console.info(`   ${'total'.padEnd(width)}  ${duration(total).padStart(10)}`)
  const failed = timed.find(({ code }) => code !== 0)
  process.exit(failed ? failed.code || 1 : 0)
}

await main()
