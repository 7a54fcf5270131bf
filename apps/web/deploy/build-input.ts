import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { readsRuntimeConfig, resolveConfig } from '../src/config/app-config.ts'
import type { PolicyInput } from './policy.ts'

/** A CSP source for an inline element's exact text. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** The text of each inline `<script>` (one without `src`) and `<style>` of a page. */
export function inlineElements(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , text = '']) => text)
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(
    ([, text = '']) => text,
  )
  return { scripts, styles }
}

/**
 * Inline `<style>` elements the UI's dependencies render, whose text never changes: allowed by
 * their hashes, like the page's own. Radix's Select hides its viewport's scrollbar with one
 * (@radix-ui/react-select, `SelectViewport`); a test checks the installed version still says
 * exactly this.
 */
export const DEPENDENCY_STYLES = [
  '[data-radix-select-viewport]{scrollbar-width:none;-ms-overflow-style:none;-webkit-overflow-scrolling:touch;}[data-radix-select-viewport]::-webkit-scrollbar{display:none}',
] as const

/** The `config.json` served next to a build, if any (only a build without `VITE_API_URL`
 * reads it). */
export function runtimeConfig(dist: string): unknown {
  try {
    return JSON.parse(readFileSync(join(dist, 'config.json'), 'utf8'))
  } catch {
    return undefined
  }
}

/**
 * The policy's input for a build in `dist`: the hashes of its page's inline script and style,
 * and the origins it talks to — the API's and Google sign-in's, from the build's `VITE_*`
 * variables (`env`, as the build saw them) or, for a build made without `VITE_API_URL`, from
 * the `config.json` beside it — by the app's own rules (src/config/app-config.ts).
 */
export function policyInputFromBuild(
  dist: string,
  env: Record<string, string | undefined>,
  options: Pick<PolicyInput, 'https' | 'reportUri'> = {},
): PolicyInput {
  const { scripts, styles } = inlineElements(readFileSync(join(dist, 'index.html'), 'utf8'))
  const config = resolveConfig({
    env,
    runtime: readsRuntimeConfig(env) ? runtimeConfig(dist) : undefined,
  })
  return {
    scriptHashes: scripts.map(sha256Source),
    styleHashes: [...styles, ...DEPENDENCY_STYLES].map(sha256Source),
    apiOrigin: config.mode === 'server' ? new URL(config.apiUrl).origin : undefined,
    firebaseAuthDomain: config.firebase?.authDomain,
    ...options,
  }
}
