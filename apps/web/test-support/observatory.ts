/**
 * Mozilla's HTTP Observatory grading (developer.mozilla.org/observatory; its scorer is the
 * `@mdn/mdn-http-observatory` package: src/grader/charts.js, src/analyzer/tests/*.js), for the
 * header tests a deployment's configuration decides: CSP, HSTS, redirection to HTTPS,
 * Referrer-Policy, framing, X-Content-Type-Options and Cross-Origin-Resource-Policy. Cookies,
 * CORS and SRI score 0 for PhotoBooth (no cookies, no CORS headers, same-origin scripts only).
 * Used by the tests to grade the headers the configurations really send.
 */

export interface Graded {
  score: number
  grade: string
  /** Each test's outcome, e.g. `csp: +5 (no unsafe sources)`. */
  results: string[]
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
]

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const part of csp.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name && !map.has(name.toLowerCase())) map.set(name.toLowerCase(), sources)
  }
  return map
}

/** Sources that make a script (or object) directive unsafe, by the Observatory's rules. */
const BROAD = new Set(['*', 'http:', 'https:', 'ftp:', 'data:', 'http://*', 'https://*'])

function cspModifier(csp: string | undefined): [number, string] {
  if (!csp) return [-25, 'missing']
  const policy = directives(csp)
  const fallback = policy.get('default-src')
  const script = policy.get('script-src') ?? fallback
  const object = policy.get('object-src') ?? fallback
  const style = policy.get('style-src') ?? fallback
  if (!script || !object) return [-20, 'script-src or object-src unrestricted']
  const hashed = script.some((source) => /^'(sha(256|384|512)-|nonce-)/.test(source))
  if (script.includes("'unsafe-inline'") && !hashed) return [-20, "'unsafe-inline' in script-src"]
  if (script.includes("'unsafe-eval'")) return [-10, "'unsafe-eval' in script-src"]
  if (script.some((source) => BROAD.has(source)) || object.some((source) => BROAD.has(source))) {
    return [-20, 'broad sources for scripts or objects']
  }
  if (style?.includes("'unsafe-inline'")) return [0, "'unsafe-inline' in style-src only"]
  if (fallback?.length === 1 && fallback[0] === "'none'")
    return [10, "default-src 'none', no unsafe sources"]
  return [5, 'no unsafe sources']
}

/**
 * Grades a response's headers (names in lower case). `https`: the site answered over HTTPS;
 * `redirectsToHttps`: its plain-HTTP address redirects there, on the same host.
 */
export function observatoryGrade(
  headers: Record<string, string | undefined>,
  { https, redirectsToHttps }: { https: boolean; redirectsToHttps: boolean },
): Graded {
  const results: [string, number, string][] = []
  const [csp, cspWhy] = cspModifier(headers['content-security-policy'])
  results.push(['content-security-policy', csp, cspWhy])

  const hsts = headers['strict-transport-security']
  const maxAge = Number(/max-age=(\d+)/i.exec(hsts ?? '')?.[1] ?? Number.NaN)
  if (!https || !hsts || Number.isNaN(maxAge))
    results.push(['strict-transport-security', -20, 'missing'])
  else if (maxAge < 15552000) results.push(['strict-transport-security', -10, 'under six months'])
  else results.push(['strict-transport-security', 0, `max-age ${maxAge}`])

  results.push(
    redirectsToHttps
      ? ['redirection', 0, 'to HTTPS on the same host']
      : ['redirection', -20, 'none'],
  )

  const referrer = headers['referrer-policy']?.toLowerCase()
  const privateReferrer = [
    'no-referrer',
    'same-origin',
    'strict-origin',
    'strict-origin-when-cross-origin',
  ]
  if (!referrer) results.push(['referrer-policy', 0, 'missing'])
  else if (privateReferrer.includes(referrer)) results.push(['referrer-policy', 5, referrer])
  else results.push(['referrer-policy', -5, `unsafe: ${referrer}`])

  const frameAncestors = directives(headers['content-security-policy'] ?? '').has('frame-ancestors')
  const xfo = headers['x-frame-options']?.toUpperCase()
  if (frameAncestors) results.push(['x-frame-options', 5, 'CSP frame-ancestors'])
  else if (xfo === 'DENY' || xfo === 'SAMEORIGIN') results.push(['x-frame-options', 0, xfo])
  else results.push(['x-frame-options', -20, 'missing'])

  results.push(
    headers['x-content-type-options']?.toLowerCase() === 'nosniff'
      ? ['x-content-type-options', 0, 'nosniff']
      : ['x-content-type-options', -5, 'missing'],
  )

  const corp = headers['cross-origin-resource-policy']?.toLowerCase()
  if (corp === 'same-origin' || corp === 'same-site')
    results.push(['cross-origin-resource-policy', 10, corp])
  else results.push(['cross-origin-resource-policy', 0, corp ?? 'missing'])

  const penalties = results.reduce((sum, [, modifier]) => sum + Math.min(modifier, 0), 0)
  const bonuses = results.reduce((sum, [, modifier]) => sum + Math.max(modifier, 0), 0)
  // Bonuses only count for a site that scores 90 or more on its penalties alone.
  const base = 100 + penalties
  const score = Math.max(0, base >= 90 ? base + bonuses : base)
  const rounded = score - (score % 5)
  const grade = GRADES.find(([floor]) => rounded >= floor)?.[1] ?? 'F'
  return {
    score,
    grade,
    results: results.map(
      ([test, modifier, why]) => `${test}: ${modifier >= 0 ? '+' : ''}${modifier} (${why})`,
    ),
  }
}
