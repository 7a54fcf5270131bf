import type { ElementHandle, JSHandle, Page as PuppeteerPage } from 'puppeteer-core'
import {
  describeQuery,
  FIND_SCRIPT,
  type Query,
  queriesLibrary,
  serializeQuery,
} from './in-page.ts'
import { isElementReference, type WebDriverSession, type WebElementReference } from './webdriver.ts'

/**
 * One page of a journey, whatever the engine: the journeys are written once against this, and
 * each engine's driver implements it — Puppeteer for Firefox (WebDriver BiDi), a W3C WebDriver
 * session for WebKit. Elements are found by the same queries
 * in every engine (see in-page.ts); every action waits for its element, as a user would.
 */
export interface JourneyPage {
  readonly engine: string
  goto(path: string): Promise<void>
  reload(): Promise<void>
  /** The page's path and query, e.g. `/login`. */
  path(): Promise<string>
  /** Runs `body` (a function body; `arguments` are `args`) in the page, awaited. */
  run<T>(body: string, ...args: unknown[]): Promise<T>
  /** The elements a query finds, now (visible ones, but for labels and selectors). */
  count(query: Query): Promise<number>
  click(query: Query): Promise<void>
  /** Replaces a field's text, typing it. */
  fill(query: Query, text: string): Promise<void>
  /** Chooses a file in a file input. */
  upload(query: Query, file: string): Promise<void>
  /** Presses a key where the focus is (`Escape`, `Enter`, `End`…). */
  press(key: string): Promise<void>
}

/** How long an action waits for its element, and a wait for its condition. */
export const TIMEOUT = 20_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `check` until it gives something (not undefined/false) or the time is up. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  timeout = TIMEOUT,
): Promise<T> {
  const until = Date.now() + timeout
  let last: unknown
  for (;;) {
    try {
      const found = await check()
      if (found !== undefined && found !== false) return found
    } catch (error) {
      last = error
    }
    if (Date.now() > until) {
      throw new Error(
        `Timed out after ${timeout} ms waiting for ${what}${last ? ` (${last})` : ''}`,
      )
    }
    await sleep(100)
  }
}

/** The shared part: finding elements with the queries, whatever an element is to the driver. */
abstract class QueryingPage<Element> implements JourneyPage {
  abstract readonly engine: string
  abstract goto(path: string): Promise<void>
  abstract reload(): Promise<void>
  abstract path(): Promise<string>
  abstract run<T>(body: string, ...args: unknown[]): Promise<T>
  abstract press(key: string): Promise<void>
  protected abstract clickElement(element: Element): Promise<void>
  protected abstract typeInto(element: Element, text: string): Promise<void>
  protected abstract chooseFile(element: Element, file: string): Promise<void>
  /** The elements a query finds, as the driver holds them. */
  protected abstract findAll(query: Query): Promise<Element[] | 'no queries'>

  protected async elements(query: Query): Promise<Element[]> {
    let found = await this.findAll(query)
    if (found === 'no queries') {
      await this.run(`${queriesLibrary()}\nreturn true`)
      found = await this.findAll(query)
    }
    return found === 'no queries' ? [] : found
  }

  async count(query: Query) {
    return (await this.elements(query)).length
  }

  protected abstract enabled(element: Element): Promise<boolean>

  /** Acts on the first enabled element the query finds, found again if the page replaced it
   * meanwhile (React re-rendering it between the finding and the acting). */
  private act(query: Query, action: (element: Element) => Promise<void>) {
    return waitFor(describeQuery(query), async () => {
      for (const element of await this.elements(query)) {
        if (!(await this.enabled(element))) continue
        await action(element)
        return true
      }
      return undefined
    })
  }

  async click(query: Query) {
    await this.act(query, (element) => this.clickElement(element))
  }

  async fill(query: Query, text: string) {
    await this.act(query, (element) => this.typeInto(element, text))
  }

  async upload(query: Query, file: string) {
    await this.act(query, (element) => this.chooseFile(element, file))
  }
}

/**
 * Whether a press would reach the element, as a user's would: it is not disabled, and once in
 * view nothing covers its centre (a toast, an overlay leaving).
 */
const ACTIONABLE = `
  const element = arguments[0]
  if (element.closest('[disabled], [aria-disabled="true"]')) return false
  if (element instanceof HTMLInputElement && element.type === 'file') return true
  element.scrollIntoView({ block: 'center', inline: 'center' })
  const box = element.getBoundingClientRect()
  if (box.width === 0 || box.height === 0) return false
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
  return hit !== null && (element === hit || element.contains(hit) || hit.contains(element))
`

/** Firefox, through Puppeteer. */
export class PuppeteerJourneyPage extends QueryingPage<ElementHandle<Element>> {
  constructor(
    readonly engine: string,
    private readonly page: PuppeteerPage,
    private readonly origin: string,
  ) {
    super()
  }

  async goto(path: string) {
    await this.page.goto(new URL(path, this.origin).href, { waitUntil: 'load' })
  }

  async reload() {
    await this.page.reload({ waitUntil: 'load' })
  }

  async path() {
    const url = new URL(this.page.url())
    return `${url.pathname}${url.search}`
  }

  run<T>(body: string, ...args: unknown[]): Promise<T> {
    // A function made here from the body, evaluated there: the page's policy does not apply to
    // what the driver evaluates.
    const run = new Function(`return (async function () { ${body} }).apply(null, arguments)`)
    return this.page.evaluate(run as (...args: unknown[]) => Promise<T>, ...args) as Promise<T>
  }

  protected async findAll(query: Query) {
    const handle = (await this.page.evaluateHandle(
      new Function(FIND_SCRIPT) as (query: unknown) => Element[] | string,
      serializeQuery(query),
    )) as JSHandle<unknown>
    const value = await handle.evaluate((found) => (typeof found === 'string' ? found : null))
    if (value === 'no queries') return value
    const properties = await handle.getProperties()
    const elements: ElementHandle<Element>[] = []
    for (const [key, property] of properties) {
      const element = property.asElement()
      if (/^\d+$/.test(key) && element) elements.push(element as ElementHandle<Element>)
    }
    return elements
  }

  protected async enabled(element: ElementHandle<Element>) {
    return element.evaluate(new Function(ACTIONABLE) as (element: Element) => boolean)
  }

  protected async clickElement(element: ElementHandle<Element>) {
    await element.click()
  }

  protected async typeInto(element: ElementHandle<Element>, text: string) {
    await element.evaluate((field) => {
      ;(field as HTMLInputElement).focus()
      ;(field as HTMLInputElement).select()
    })
    if (text === '') await this.page.keyboard.press('Backspace')
    else await element.type(text)
  }

  protected async chooseFile(element: ElementHandle<Element>, file: string) {
    await (element as ElementHandle<HTMLInputElement>).uploadFile(file)
  }

  async press(key: string) {
    await this.page.keyboard.press(key as Parameters<PuppeteerPage['keyboard']['press']>[0])
  }
}

/** WebKit, through a W3C WebDriver session. */
export class WebDriverJourneyPage extends QueryingPage<WebElementReference> {
  readonly engine = 'webkit'

  constructor(
    private readonly session: WebDriverSession,
    private readonly origin: string,
  ) {
    super()
  }

  async goto(path: string) {
    await this.session.navigate(new URL(path, this.origin).href)
  }

  async reload() {
    await this.session.refresh()
  }

  async path() {
    const url = new URL(await this.session.currentUrl())
    return `${url.pathname}${url.search}`
  }

  run<T>(body: string, ...args: unknown[]): Promise<T> {
    return this.session.execute<T>(body, args)
  }

  protected async findAll(query: Query) {
    const found = await this.session.execute<unknown>(FIND_SCRIPT, [serializeQuery(query)])
    if (found === 'no queries') return found
    return (found as unknown[]).filter(isElementReference)
  }

  protected async enabled(element: WebElementReference) {
    return this.session.execute<boolean>(ACTIONABLE, [element])
  }

  protected async clickElement(element: WebElementReference) {
    await this.session.click(element)
  }

  protected async typeInto(element: WebElementReference, text: string) {
    await this.session.clear(element)
    if (text !== '') await this.session.sendKeys(element, text)
  }

  protected async chooseFile(element: WebElementReference, file: string) {
    await this.session.sendKeys(element, file)
  }

  async press(key: string) {
    await this.session.pressKey(key)
  }
}
