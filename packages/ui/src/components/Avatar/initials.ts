/** Up to two initials of a name ("Ada Lovelace" → "AL", "cher" → "C"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0]]
  return letters.map((word) => [...(word ?? '')][0]?.toUpperCase() ?? '').join('') || '?'
}

const HUES = [340, 12, 28, 150, 174, 200, 222, 262, 288, 310]

/**
 * An initials picture made here, as an SVG data URL: no external avatar service sees the
 * name. The colour is derived from the name, so a person keeps theirs.
 */
export function initialsImage(name: string): string {
  let hash = 0
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  const hue = HUES[hash % HUES.length]
  const text = initialsOf(name).replace(/[<>&"']/g, '')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="hsl(${hue} 55% 42%)"/><text x="32" y="32" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="26" font-weight="600" fill="#fff">${text}</text></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
