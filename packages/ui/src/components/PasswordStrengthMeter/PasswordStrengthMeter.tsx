import { visuallyHidden } from '../../styles/utils.css'
import { Stack } from '../Layout/Layout'
import * as styles from './PasswordStrengthMeter.css'
import { passwordScore, STRENGTH_LABELS } from './password-score'

export interface PasswordStrengthMeterProps {
  password: string
  className?: string
}

/** Four segments coloured by the password's score (0–4), with the strength in words. */
export function PasswordStrengthMeter({ password, className }: PasswordStrengthMeterProps) {
  const score = passwordScore(password)
  const label = STRENGTH_LABELS[score] ?? ''
  return (
    <Stack gap="xs" className={className}>
      <meter
        className={visuallyHidden}
        min={0}
        max={4}
        value={score}
        aria-label="Password strength"
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
      <p className={styles.label}>Strength: {label}</p>
    </Stack>
  )
}
