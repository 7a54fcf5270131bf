/**
 * Formats the messages of the compiled catalogues: Lingui's compiled form of ICU MessageFormat
 * (made by `@lingui/message-utils`, `npm run messages`), read here in under 1 KB instead of
 * Lingui's runtime. A test renders every message of every locale both ways and expects the same
 * text (`format.test.ts`). Numbers, plurals and dates go through `Intl`, in the reader's locale;
 * a date's or time's named style is ICU's (`Intl`'s `dateStyle` and `timeStyle`).
 */

/** One piece of a compiled message: plain text, or an argument `[name, type?, format?]`. */
export type CompiledToken = string | readonly [name: string, type?: string, format?: unknown]

/** A compiled message: plain text (a message without arguments), or its pieces in order. */
export type CompiledMessage = string | readonly CompiledToken[]

/** A compiled catalogue: each message by its id. */
export type CompiledMessages = Record<string, CompiledMessage>

/** The values a message takes: its arguments by name. */
export type MessageValues = Record<string, string | number | Date | undefined>

type Choices = Record<string, CompiledMessage> & { offset?: number }

const formatters = new Map<string, unknown>()

/** The `Intl` formatter for `locale` and `options`, made once (English after the locale, as
 * Lingui falls back). */
function intl<T>(
  Make: new (locales: string[], options: object) => T,
  locale: string,
  options: object,
): T {
  const key = `${Make.name}|${locale}|${JSON.stringify(options)}`
  if (!formatters.has(key)) formatters.set(key, new Make([locale, 'en'], options))
  return formatters.get(key) as T
}

/**
 * Tags whose numbers are Latin digits, not grouped below 1,000: English and Spanish, in every
 * region, and the pseudo-locale. A tag with an extension (`en-u-nu-arab`) may ask for other
 * digits: `Intl` writes its numbers.
 */
const PLAIN_DIGITS = /^(en|es)(-([a-z]{2}|\d{3}))?$/i

function formatNumber(locale: string, value: unknown, style?: unknown): string {
  // A whole number under 1,000 in such a locale is its digits, as `Intl` writes it: no
  // formatter is made for it (the first one costs a phone tens of milliseconds, and a feed's
  // first view shows nothing but such numbers).
  if (
    style === undefined &&
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 0 &&
    value < 1000 &&
    !Object.is(value, -0) &&
    PLAIN_DIGITS.test(locale)
  ) {
    return String(value)
  }
  const options = typeof style === 'object' && style ? style : style === 'percent' ? { style } : {}
  return intl(Intl.NumberFormat, locale, options).format(value as number)
}

/** ICU's date and time styles (`short`, `medium`, `long`, `full`; `medium` by default), or
 * `Intl` options. */
function dateOptions(type: string, style: unknown): Intl.DateTimeFormatOptions {
  if (typeof style === 'object' && style) return style
  const named = ['short', 'medium', 'long', 'full'].includes(style as string) ? style : 'medium'
  return { [type === 'time' ? 'timeStyle' : 'dateStyle']: named }
}

/** The message `id` of `messages` in `locale`, with its arguments; the id itself if the
 * catalogue does not have it. */
export function formatMessage(
  messages: CompiledMessages,
  locale: string,
  id: string,
  values: MessageValues = {},
): string {
  const message = Object.hasOwn(messages, id) ? messages[id] : undefined
  if (message === undefined) return id
  const value = (name: string) => (Object.hasOwn(values, name) ? values[name] : undefined)
  // `count` is what `#` stands for inside a plural's branch.
  const render = (pieces: CompiledMessage, count?: string): string => {
    if (typeof pieces === 'string') return pieces
    let text = ''
    for (const piece of pieces) {
      if (typeof piece === 'string') {
        text += piece === '#' && count !== undefined ? count : piece
        continue
      }
      const [name, type, format] = piece
      const argument = value(name)
      if (type === 'plural' || type === 'selectordinal') {
        const { offset = 0, ...choices } = format as Choices
        const n = Number(argument) - offset
        const rules = intl(Intl.PluralRules, locale, {
          type: type === 'plural' ? 'cardinal' : 'ordinal',
        })
        const chosen =
          choices[String(argument)] ??
          choices[rules.select(n)] ??
          (choices.other as CompiledMessage)
        text += render(chosen, formatNumber(locale, n))
      } else if (type === 'select') {
        const choices = format as Choices
        const key = String(argument)
        text += render(
          Object.hasOwn(choices, key)
            ? (choices[key] as CompiledMessage)
            : (choices.other as CompiledMessage),
          count,
        )
      } else if (type === 'number') {
        text += formatNumber(locale, argument, format)
      } else if (type === 'date' || type === 'time') {
        const date = typeof argument === 'string' ? new Date(argument) : argument
        text += intl(Intl.DateTimeFormat, locale, dateOptions(type, format)).format(date as Date)
      } else if (argument != null) {
        text += String(argument)
      }
    }
    return text
  }
  return render(message)
}
