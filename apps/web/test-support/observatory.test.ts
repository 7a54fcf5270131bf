import { describe, expect, it } from 'vitest'
import { observatoryGrade } from './observatory.ts'

/** Headers that score A+ over HTTPS, by the Observatory's rules. */
const STRONG = {
  'content-security-policy': "default-src 'self'; script-src 'self'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
}
const OVER_HTTPS = { https: true, redirectsToHttps: true }

describe('observatoryGrade', () => {
  it('gives strong headers over HTTPS A+, with the bonuses counted', () => {
    const graded = observatoryGrade(STRONG, OVER_HTTPS)
    expect(graded.grade, graded.results.join('\n')).toBe('A+')
    // 100, then +5 CSP, +5 Referrer-Policy, +5 frame-ancestors, +10 CORP.
    expect(graded.score).toBe(125)
  })

  it('takes points off a weaker policy, and says why', () => {
    const graded = observatoryGrade(
      {
        ...STRONG,
        'content-security-policy':
          "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
      },
      OVER_HTTPS,
    )
    expect(graded.results[0]).toBe("content-security-policy: -20 ('unsafe-inline' in script-src)")
    // 80 on its penalties: under 90, so none of the bonuses count.
    expect(graded.score).toBe(80)
    expect(graded.grade).toBe('B+')
  })

  it('counts no bonus for a site under 90 on its penalties alone', () => {
    const graded = observatoryGrade(STRONG, { https: false, redirectsToHttps: false })
    expect(graded.results).toContain('strict-transport-security: -20 (missing)')
    expect(graded.results).toContain('redirection: -20 (none)')
    expect(graded.score).toBe(60)
    expect(graded.grade).toBe('C+')
  })

  it('fails a site with no headers at all', () => {
    const graded = observatoryGrade({}, { https: false, redirectsToHttps: false })
    expect(graded.results).toContain('content-security-policy: -25 (missing)')
    expect(graded.grade).toBe('F')
  })
})
