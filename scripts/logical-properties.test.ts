import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * Styles speak of the start and end of a line, not of left and right, so that Arabic mirrors
 * the layout by itself: `marginInlineStart`, `insetInlineEnd`, `textAlign: 'start'`… A line
 * that means left or right whatever the direction (centring with `left: 50%`, a bar that turns
 * round as a whole) says why in a `// physical: …` comment on it or on the line above.
 */
const PHYSICAL: { what: string; pattern: RegExp }[] = [
  {
    what: 'a left or right margin, padding, border or scroll offset',
    pattern: /\b(margin|padding|border|scrollMargin|scrollPadding)(Left|Right)\w*\s*:/,
  },
  { what: 'a left or right offset', pattern: /(^|[\s{,])(left|right)\s*:/ },
  { what: 'a left or right corner', pattern: /\bborder(Top|Bottom)(Left|Right)Radius\b/ },
  { what: 'text aligned left or right', pattern: /textAlign\s*:\s*['"](left|right)['"]/ },
  { what: 'a float', pattern: /\bfloat\s*:\s*['"](left|right)['"]/ },
  {
    what: 'a left or right property in CSS text',
    pattern: /\b(margin|padding|border|inset)-(left|right)\b|\b(left|right)\s*:\s*\S/,
  },
  {
    what: 'four sides in one shorthand (top right bottom left)',
    pattern: /\b(padding|margin|inset)\s*:\s*`\$\{[^}]+\} \$\{[^}]+\} \$\{[^}]+\} \$\{/,
  },
  { what: 'a horizontal move', pattern: /translateX\(|translate\(-?\d/ },
]

/** The style files of the UI, the app and Storybook, and the inline styles of components. */
function styleFiles(): string[] {
  const files: string[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue
      const path = join(folder, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.css\.ts$|(?<!\.stories|\.test)\.tsx$/.test(entry.name)) files.push(path)
    }
  }
  for (const folder of ['packages/ui/src', 'apps/web/src', '.storybook']) walk(join(root, folder))
  return files
}

/** The lines of a file that set a physical side, with what they set. */
function physicalLines(path: string): string[] {
  const lines = readFileSync(path, 'utf8').split('\n')
  const inline = path.endsWith('.tsx')
  const found: string[] = []
  lines.forEach((line, index) => {
    const code = line.replace(/\/\/.*$|\/\*.*?\*\/|^\s*\*.*$/, '')
    // In components, only what they style inline.
    if (inline && !/style=\{\{|transform:/.test(code)) return
    const excused = /\/\/ physical: /.test(line) || /\/\/ physical: /.test(lines[index - 1] ?? '')
    if (excused) return
    for (const { what, pattern } of PHYSICAL) {
      if (pattern.test(code))
        found.push(`${relative(root, path)}:${index + 1} ${what}: ${line.trim()}`)
    }
  })
  return found
}

describe('styles for both directions', () => {
  it('use logical properties, not left and right (or say why not)', () => {
    const files = styleFiles()
    expect(files.length).toBeGreaterThan(40)
    expect(files.flatMap(physicalLines)).toEqual([])
  })

  it('find every kind of physical property (the check can fail)', () => {
    const probes: [string, string][] = [
      [
        "style({ marginLeft: 4, borderRight: '1px' })",
        'a left or right margin, padding, border or scroll offset',
      ],
      ["style({ position: 'absolute', left: 0 })", 'a left or right offset'],
      ['style({ borderTopLeftRadius: 4 })', 'a left or right corner'],
      ["style({ textAlign: 'right' })", 'text aligned left or right'],
      ["style({ float: 'left' })", 'a float'],
      ["const css = 'margin-left: 0'", 'a left or right property in CSS text'],
      [
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe is a line of source.
        'style({ padding: `${s} ${m} ${s} ${l}` })',
        'four sides in one shorthand (top right bottom left)',
      ],
      ["style({ transform: 'translateX(-50%)' })", 'a horizontal move'],
    ]
    expect(probes.map(([, what]) => what).sort()).toEqual(PHYSICAL.map(({ what }) => what).sort())
    for (const [line, what] of probes) {
      const found = PHYSICAL.filter(({ pattern }) => pattern.test(line)).map((rule) => rule.what)
      expect(found, line).toContain(what)
    }
    const logical = "style({ marginInlineStart: 4, insetInlineEnd: 0, textAlign: 'start' })"
    expect(PHYSICAL.filter(({ pattern }) => pattern.test(logical))).toEqual([])
  })
})
