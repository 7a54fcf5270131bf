'use client'

import { useMemo } from 'react'
import { useFormatLocale } from '../../i18n/use-t'

/** How the photo form's controls write numbers outside messages, as the reader's region does
 * (Arabic in Latin digits: see `formatLocaleOf`). */
export interface NumberFormat {
  /** A plain number: "1.91", "1,91". */
  number: (value: number) => string
  /** A percentage of 0–100, whole: "42%", "42 %". */
  percent: (value: number) => string
  /** A value from its neutral 0, signed: "+25", "−40" (a true minus), "0". */
  signed: (value: number) => string
}

/** The reader's number formats (`useFormatLocale`): percentages, signed values, plain numbers. */
export function useNumberFormat(): NumberFormat {
  const tag = useFormatLocale()
  return useMemo(() => {
    const plain = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 })
    const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 })
    const signed = new Intl.NumberFormat(tag, { signDisplay: 'exceptZero' })
    return {
      number: (value) => plain.format(value),
      percent: (value) => percent.format(value / 100),
      signed: (value) => signed.format(value).replace('-', '−'),
    }
  }, [tag])
}
