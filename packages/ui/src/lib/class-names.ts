/** The class names that are set, joined for a `className` (a consumer's class last). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ')
}
