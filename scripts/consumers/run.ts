/**
 * Runs the consumer-app checks on tarballs packed beforehand (check-packages.ts packs them and
 * calls the checks itself; this is for running one by hand):
 *
 *   node scripts/consumers/run.ts vite|vite-quick|next DIR [--react VERSION] [--keep]
 *
 * DIR holds photobooth-ui-*.tgz, photobooth-api-client-*.tgz and photobooth-mocks-*.tgz.
 */
import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { checkNextConsumer } from './next.ts'
import type { Tarballs } from './shared.ts'
import { checkViteConsumer } from './vite.ts'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { react: { type: 'string' }, keep: { type: 'boolean', default: false } },
})
const [which, dir] = positionals
if (!which || !dir || !['vite', 'vite-quick', 'next'].includes(which)) {
  console.error(
    'Usage: node scripts/consumers/run.ts vite|vite-quick|next DIR [--react V] [--keep]',
  )
  process.exit(2)
}
const files = readdirSync(dir)
const find = (prefix: string) => {
  const file = files.find((name) => name.startsWith(prefix) && name.endsWith('.tgz'))
  return file ? resolve(dir, file) : undefined
}
const ui = find('photobooth-ui-')
const apiClient = find('photobooth-api-client-')
if (!ui || !apiClient) {
  throw new Error(`No photobooth-ui or photobooth-api-client tarball in ${dir}`)
}
const mocks = find('photobooth-mocks-')
if (!mocks) throw new Error(`No photobooth-mocks tarball in ${dir}`)
const tarballs: Tarballs = { ui, apiClient, mocks }

if (which === 'next') {
  await checkNextConsumer({
    tarballs,
    keep: values.keep,
    ...(values.react ? { react: values.react } : {}),
  })
} else {
  await checkViteConsumer({
    tarballs,
    react: values.react ?? '19.3.1',
    quick: which === 'vite-quick',
    keep: values.keep,
  })
}
