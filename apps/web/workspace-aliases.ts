import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const packagesDir = fileURLToPath(new URL('../../packages/', import.meta.url))

/**
 * Aliases from every workspace package's export to its source (the `@photobooth/source`
 * condition of its exports map). Unlike resolve conditions, aliases also hold inside
 * vanilla-extract's compiler, which evaluates `.css.ts` files in a Vite server of its own.
 */
export function workspaceSourceAliases(): { find: RegExp; replacement: string }[] {
  return ['api-client', 'mocks', 'ui'].flatMap((dir) => {
    const manifest = JSON.parse(readFileSync(`${packagesDir}${dir}/package.json`, 'utf8')) as {
      name: string
      exports: Record<string, string | Record<string, string>>
    }
    return Object.entries(manifest.exports).flatMap(([subpath, target]) => {
      const source = typeof target === 'object' ? target['@photobooth/source'] : undefined
      if (!source) return []
      const specifier = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`
      return [
        {
          find: new RegExp(`^${specifier.replace(/[/.]/g, '\\$&')}$`),
          replacement: `${packagesDir}${dir}/${source.slice(2)}`,
        },
      ]
    })
  })
}
