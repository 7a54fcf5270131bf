'use client'

import { useMemo } from 'react'
import type { LocaleTag } from '../../i18n/locales'
import { useLocale } from '../../i18n/use-t'

/** The locale's own tag for `Intl` (the pseudo-locale formats as English). */
const intlLocale = (locale: LocaleTag) => (locale === 'en' || locale === 'en-XA' ? 'en-US' : locale)

/** How the photo form's controls write numbers outside messages, in the reader's digits. */
export interface NumberFormat {
  /** A plain number: "1.91", "1,91", "١٫٩١". */
  number: (value: number) => string
  /** A percentage of 0–100, whole: "42%", "42 %", "٤٢٪". */
  percent: (value: number) => string
  /** A value from its neutral 0, signed: "+25", "−40" (a true minus), "0". */
  signed: (value: number) => string
}

/** The reader's number formats (`useLocale`): percentages, signed values, plain numbers. */
export function useNumberFormat(): NumberFormat {
  const { locale } = useLocale()
  return useMemo(() => {
    const tag = intlLocale(locale)
    const plain = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 })
    const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 })
    const signed = new Intl.NumberFormat(tag, { signDisplay: 'exceptZero' })
    return {
      number: (value) => plain.format(value),
      percent: (value) => percent.format(value / 100),
      signed: (value) => signed.format(value).replace('-', '−'),
    }
  }, [locale])
}
