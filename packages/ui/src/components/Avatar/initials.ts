/** Up to two initials of a name ("Ada Lovelace" → "AL", "cher" → "C"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0]]
  return letters.map((word) => [...(word ?? '')][0]?.toUpperCase() ?? '').join('') || '?'
}

/** Backgrounds on which white initials read at a contrast of at least 5.3:1. */
const COLORS = [
  '#b5245a',
  '#b42318',
  '#a0440f',
  '#1e7a3c',
  '#0f766e',
  '#1d6fa5',
  '#3451b2',
  '#6d3fc0',
  '#8e3ba8',
  '#a8286f',
] as const

/** The background of someone unknown (no name to derive a colour from): a neutral grey on which
 * white reads at about 5.5:1. */
export const UNKNOWN_COLOR = '#5f6b7a'

/**
 * The background of a name's initials: derived from the name, so that a person keeps their
 * colour wherever they appear.
 */
export function initialsColor(name: string): string {
  let hash = 0
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  return COLORS[hash % COLORS.length] ?? COLORS[0]
}
