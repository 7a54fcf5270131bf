/**
 * A Vite (and Rollup, tsup's esbuild aside) plugin: Lingui's core imports its message compiler
 * for development's uncompiled catalogues, which PhotoBooth never has (they are compiled ahead,
 * `npm run messages`). Its import would put the compiler in the first view's chunk, even though
 * the UI only loads it later, for an app's own messages (`./message-compiler`). Core gets a
 * stand-in that says so instead. Node-only (build configuration).
 */
const STAND_IN = '\0photobooth-lingui-compiler-stand-in'

export function linguiCompilerOnDemand() {
  return {
    name: 'photobooth-lingui-compiler-on-demand',
    enforce: 'pre' as const,
    resolveId(source: string, importer: string | undefined) {
      if (
        source === '@lingui/message-utils/compileMessage' &&
        importer?.replaceAll('\\', '/').includes('/@lingui/core/')
      ) {
        return STAND_IN
      }
      return null
    },
    load(id: string) {
      if (id !== STAND_IN) return null
      return `export function compileMessage() {
  throw new Error('PhotoBooth compiles its catalogues ahead (npm run messages); an app rephrasing a message goes through UiProvider.')
}`
    },
  }
}
