'use client'

import { useId } from 'react'
import { nav } from '../../i18n/compiled/en/nav'
import { LOCALES } from '../../i18n/locale-names'
import { isLocale, type Locale } from '../../i18n/locales'
import { useLocale, useT } from '../../i18n/use-t'
import { Cluster } from '../Layout/Layout'
import { Text } from '../Text/Text'
import * as styles from './LanguageSelect.css'

export interface LanguageSelectProps {
  onLocaleChange: (locale: Locale) => void
  className?: string
}

/**
 * "Language": the languages PhotoBooth speaks, each named in its own language, in the
 * browser's own select (light, and a phone's native picker). For the pages a guest sees; the
 * navigation's menu offers the same to the signed-in.
 */
export function LanguageSelect({ onLocaleChange, className }: LanguageSelectProps) {
  const t = useT(nav)
  const { locale } = useLocale()
  const id = useId()
  return (
    <Cluster gap="sm" justify="center" className={className}>
      <Text as="label" size="sm" tone="muted" htmlFor={id}>
        {t('nav.language')}
      </Text>
      <select
        id={id}
        className={styles.select}
        // The pseudo-locale (development) is none of the choices: English stands for it.
        value={isLocale(locale) ? locale : 'en'}
        onChange={(event) => {
          const next = event.currentTarget.value
          if (isLocale(next)) onLocaleChange(next)
        }}
      >
        {LOCALES.map(({ id: value, name }) => (
          <option key={value} value={value} lang={value}>
            {name}
          </option>
        ))}
      </select>
    </Cluster>
  )
}
