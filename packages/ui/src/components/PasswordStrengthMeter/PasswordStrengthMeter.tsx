'use client'

import { profile } from '../../i18n/compiled/en/profile'
import { useT } from '../../i18n/use-t'
import { visuallyHidden } from '../../styles/utils.css'
import { Stack } from '../Layout/Layout'
import { Text } from '../Text/Text'
import * as styles from './PasswordStrengthMeter.css'
import { passwordScore, STRENGTH_LABELS } from './password-score'

export interface PasswordStrengthMeterProps {
  password: string
  className?: string
}

/** Four segments coloured by the password's score (0–4), with the strength in words. */
export function PasswordStrengthMeter({ password, className }: PasswordStrengthMeterProps) {
  const t = useT(profile)
  const score = passwordScore(password)
  const strength = STRENGTH_LABELS[score]
  const label = strength ? t(strength) : ''
  return (
    <Stack gap="xs" className={className}>
      <meter
        className={visuallyHidden}
        min={0}
        max={4}
        value={score}
        aria-label={t('profile.strength.label')}
        aria-valuetext={label}
      />
      <div className={styles.segments} aria-hidden="true" data-score={score}>
        {[1, 2, 3, 4].map((segment) => (
          <span
            key={segment}
            className={segment <= score ? styles.filled[score as 1 | 2 | 3 | 4] : styles.empty}
          />
        ))}
      </div>
      <Text as="p" size="xs" tone="muted">
        {apart(t('profile.strength.shown', { strength: label }), label)}
      </Text>
    </Stack>
  )
}

/**
 * The line with the strength set apart as a text of its own (the words around it, then it):
 * the way the line has always been laid out, so that its letters sit where they did.
 */
function apart(line: string, strength: string) {
  const at = strength ? line.indexOf(strength) : -1
  if (at < 0) return line
  return [line.slice(0, at), strength, line.slice(at + strength.length)]
}
