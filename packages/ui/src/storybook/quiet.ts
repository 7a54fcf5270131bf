/** Resolves once the page has not changed for `forMs` (at most after `atMostMs`). */
export function quiet(forMs = 150, atMostMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect()
      clearTimeout(timer)
      clearTimeout(cap)
      resolve()
    }
    let timer = setTimeout(done, forMs)
    const cap = setTimeout(done, atMostMs)
    const observer = new MutationObserver(() => {
      clearTimeout(timer)
      timer = setTimeout(done, forMs)
    })
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    })
  })
}
