import { metadataContainers } from '../../../test-fixtures/photos/images.ts'
import { PHONE_CAMERA } from '../../../test-fixtures/photos/phone-photo.ts'
import type { JourneyOptions } from './engines.ts'
import { ownApp } from './own-app.ts'
import { type JourneyPage, waitFor } from './page.ts'
import {
  atPath,
  check,
  css,
  DEMO,
  FRIEND,
  label,
  logOut,
  nav,
  notSee,
  role,
  see,
  signedIn,
  signIn,
  storedPhoto,
  text,
  until,
} from './steps.ts'

/** The files a journey chooses, made once for the run (see files.ts). */
export interface JourneyFiles {
  /** A phone's 12 MP JPEG: about 8 MB, on its side (EXIF orientation 6), with GPS. */
  phoneJpeg: string
  /** A small PNG. */
  png: string
  /** An iPhone HEIC (128 × 96 once upright). */
  heic: string
  /** A colourful JPEG (1200 × 900): every hue across, light to dark down. */
  colourful: string
}

export interface Journey {
  name: string
  options?: JourneyOptions
  /** Console errors the journey causes on purpose (the browser logging a refused request). */
  expectedConsoleErrors?: RegExp
  run(page: JourneyPage, files: JourneyFiles): Promise<void>
}

/** Posts the file from the create form, as it comes unless `edit` edits it in the editor. */
async function post(
  page: JourneyPage,
  file: string,
  caption: string,
  edit?: (page: JourneyPage) => Promise<void>,
) {
  await page.goto('/create-post')
  await page.fill(label('Caption'), caption)
  await page.upload(label('Select from computer'), file)
  await see(page, role('application', 'Crop the photo'), 60_000)
  await edit?.(page)
  await page.click(role('button', 'Post'))
  await see(page, role('dialog', 'Post Created!'), 60_000)
}

/** How colourful the newest post with `caption` is as stored: the mean of max − min channel. */
function colourfulness(page: JourneyPage, caption: string) {
  return page.run<number>(
    `
    const [caption] = arguments
    const posts = await (await fetch('/api/posts')).json()
    const post = posts.find((entry) => entry.caption === caption)
    if (!post) throw new Error('No post with that caption in the feed')
    const bitmap = await createImageBitmap(await (await fetch('/' + post.image)).blob())
    const canvas = document.createElement('canvas')
    canvas.width = 200
    canvas.height = 150
    const context = canvas.getContext('2d')
    context.drawImage(bitmap, 0, 0, 200, 150)
    const { data } = context.getImageData(0, 0, 200, 150)
    let sum = 0
    for (let i = 0; i < data.length; i += 4) {
      sum += Math.max(data[i], data[i + 1], data[i + 2]) - Math.min(data[i], data[i + 1], data[i + 2])
    }
    return sum / (data.length / 4)
    `,
    caption,
  )
}

/** Whether the engine's canvas encodes WebP (WebKit's does not: its photos take the JPEG
 * fallback). */
const ENCODES_WEBP: Record<string, boolean> = { firefox: true, webkit: false }

/** The stored photo is prepared: upright within 2048 px, small, and without any metadata. */
async function expectPrepared(
  page: JourneyPage,
  caption: string,
  size: [number, number],
  maxBytes: number,
) {
  const stored = await storedPhoto(page, caption)
  // Each engine's own path: WebP where the browser can encode it, else the JPEG fallback.
  const type = ENCODES_WEBP[page.engine] === false ? 'image/jpeg' : 'image/webp'
  check(stored.type === type, `${type} from ${page.engine}, not ${stored.type}`)
  check(
    stored.width === size[0] && stored.height === size[1],
    `${size.join('×')}, not ${stored.width}×${stored.height}`,
  )
  const bytes = Buffer.from(stored.base64, 'base64')
  check(bytes.length <= maxBytes, `at most ${maxBytes} bytes, not ${bytes.length}`)
  const containers = metadataContainers(new Uint8Array(bytes))
  check(containers.length === 0, `no metadata, not ${containers.join(', ')}`)
  const latin1 = bytes.toString('latin1')
  for (const trace of ['Exif', 'GPS', PHONE_CAMERA.make, PHONE_CAMERA.bodySerialNumber]) {
    check(!latin1.includes(trace), `no trace of "${trace}"`)
  }
}

/** The post at `index` is in view, and every `<img>` of it has loaded a picture. */
function photoLoaded(index: number) {
  return `
    const article = document.querySelectorAll('article')[${index}]
    if (!article) return false
    article.scrollIntoView({ block: 'center' })
    const images = [...article.querySelectorAll('img')]
    return images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0)
  `
}

export const JOURNEYS: Journey[] = [
  {
    name: 'the guest feed, its photos loaded',
    async run(page) {
      await page.goto('/')
      await see(page, role('article'))
      await until(
        page,
        'the 4 posts of a guest',
        `return document.querySelectorAll('article').length === 4`,
      )
      // Each photo loads as its post comes into view (they are lazy).
      for (const position of [0, 1, 2, 3]) {
        await until(page, `the photos of post ${position + 1}`, photoLoaded(position))
      }
    },
  },
  {
    name: 'sign-up, then sign-in',
    async run(page) {
      const email = `nova.${Date.now()}@example.com`
      await page.goto('/register')
      await page.fill(label('Email'), email)
      await page.fill(label('Full name'), 'Nova Person')
      await page.fill(label(/^Password$/), 'novaspass1')
      await page.click(role('button', 'Sign up'))
      await atPath(page, '/edit-profile')
      const created = role('dialog', 'Account Created')
      await page.click(role('button', 'Continue to edit profile section', created))
      await notSee(page, created)
      await see(page, role('heading', 'Edit profile'))
      await logOut(page)
      await signIn(page, { email, password: 'novaspass1', name: 'Nova Person' })
      await atPath(page, '/')
      await see(page, text('Welcome back, Nova Person!'))
    },
  },
  {
    name: 'infinite scroll to the end',
    async run(page) {
      await signedIn(page)
      // Six pages, each asked for as the reader nears it: longer than one step may take.
      await waitFor(
        '"You reached the end." after 120 posts',
        () =>
          page.run<boolean>(`
        window.scrollBy(0, 1600)
        await new Promise((resolve) => setTimeout(resolve, 150))
        const end = [...document.querySelectorAll('p, div, span')]
          .some((element) => element.textContent === 'You reached the end.')
        const last = document.querySelector('article[aria-posinset="120"]')
        return end && last !== null && last.getAttribute('aria-setsize') === '120'
        `),
        60_000,
      ).catch(async (error) => {
        throw new Error(
          `${error} (${await page.run('return document.querySelectorAll("article").length')} cards)`,
        )
      })
    },
  },
  {
    name: 'a phone’s 8 MB JPEG, Post pressed while it is prepared: posted once, prepared',
    async run(page, files) {
      await signedIn(page)
      const caption = `Pressed while preparing in ${page.engine}`
      await page.goto('/create-post')
      await page.fill(label('Caption'), caption)
      // The button's busy state is noted as it comes: on a loaded machine it may last less
      // than a query's round trip, and be over before a poll would see it.
      await page.run(`
        window.sawPreparing = false
        new MutationObserver(() => {
          const buttons = document.querySelectorAll('button')
          if ([...buttons].some((button) => button.textContent?.trim() === 'Preparing photo…'))
            window.sawPreparing = true
        }).observe(document.body, { subtree: true, childList: true, characterData: true })
      `)
      await page.upload(label('Select from computer'), files.phoneJpeg)
      // At once, while the photo is being prepared: the press is kept.
      await page.click(role('button', 'Post'))
      await see(page, role('dialog', 'Post Created!'), 90_000)
      check(await page.run<boolean>('return window.sawPreparing'), 'Post said "Preparing photo…"')
      const posts = await page.run<{ caption: string }[]>(
        `return (await fetch('/api/posts')).json()`,
      )
      check(posts.filter((entry) => entry.caption === caption).length === 1, 'one post')
      await expectPrepared(page, caption, [1536, 2048], 1024 * 1024)
    },
  },
  {
    name: 'a PNG and an iPhone HEIC, prepared',
    async run(page, files) {
      await signedIn(page)
      await post(page, files.png, `A PNG from ${page.engine}`)
      await expectPrepared(page, `A PNG from ${page.engine}`, [1, 1], 64 * 1024)
      await post(page, files.heic, `A HEIC from ${page.engine}`)
      await expectPrepared(page, `A HEIC from ${page.engine}`, [128, 96], 64 * 1024)
    },
  },
  {
    name: 'a look and an adjustment, stored as seen: Mono is black and white, Saturation more colour',
    async run(page, files) {
      await signedIn(page)
      const as = (suffix: string) => `Colours ${suffix} in ${page.engine}`
      await post(page, files.colourful, as('as they are'))
      await post(page, files.colourful, as('in Mono'), async () => {
        await page.click(role('tab', 'Filters'))
        await page.click(role('radio', 'Mono'))
        await see(page, role('radio', 'Mono'))
      })
      await post(page, files.colourful, as('saturated'), async () => {
        await page.click(role('tab', 'Adjust'))
        await page.click(role('slider', 'Saturation'))
        await page.press('End')
        await until(
          page,
          'Saturation at its maximum',
          `return document.querySelector('[role="slider"][aria-valuetext="+100"]') !== null`,
        )
      })
      const plain = await colourfulness(page, as('as they are'))
      const mono = await colourfulness(page, as('in Mono'))
      const saturated = await colourfulness(page, as('saturated'))
      check(plain > 40, `a colourful photo, not ${plain}`)
      check(mono < 3, `Mono black and white, not ${mono} of colour`)
      check(
        saturated > plain * 1.15,
        `more colour at the maximum, not ${saturated} against ${plain}`,
      )
    },
  },
  {
    name: 'edit a post, then delete it',
    async run(page) {
      await signedIn(page)
      await page.goto('/profile')
      await page.click(role('link', undefined, role('list', /^Posts by /)))
      await atPath(page, /^\/post\/[A-Za-z0-9]{16}$/)
      await page.click(role('link', 'Edit post'))
      await page.fill(label('Caption'), `Edited in ${page.engine}`)
      await page.click(role('button', 'Update Post'))
      await see(page, text('Post Updated Successfully!'))
      await atPath(page, /^\/post\/[A-Za-z0-9]{16}$/)
      await see(page, text(`Edited in ${page.engine}`))
      await page.click(role('button', 'Delete post'))
      const confirm = role('alertdialog', 'Delete post?')
      await page.click(role('button', 'Delete', confirm))
      await see(page, text('Post deleted'))
      await atPath(page, '/')
    },
  },
  {
    // The service worker where the engine has one: the app opens with no server at all — the
    // page, its code and the feed's photos from the saved copies (the demo's data is the
    // page's own, in IndexedDB). Without one, the app works as ever online (the other journeys).
    name: 'no network: the app opens from what was saved, the feed with its photos',
    async run(page) {
      const app = await ownApp()
      try {
        await page.goto(`${app.origin}/`)
        await see(page, role('article'))
        const workers = await page.run<boolean>(`return 'serviceWorker' in navigator`)
        if (!workers) return
        await until(
          page,
          'the service worker serving the page',
          `return /\\/sw\\.js(\\?demo)?$/.test(navigator.serviceWorker.controller?.scriptURL ?? '')`,
        )
        await until(page, 'the photos of post 1', photoLoaded(0))
        // Kept: the worker has been handed what the page loaded before it served it — every
        // file of the build the page loaded (the demo's code, which the precache leaves out,
        // among them), the seeded photos with them. Read from the caches' lists once a second:
        // WebKit's cache storage takes one operation at a time, and matching every file ten
        // times a second keeps the worker from storing them.
        await until(
          page,
          "the page's files and photos kept",
          `await new Promise((resolve) => setTimeout(resolve, 1000))
          const own = performance.getEntriesByType('resource').map((entry) => new URL(entry.name))
            .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
          if (!own.some((url) => /photo-[0-9]+-/.test(url.pathname))) return false
          const kept = new Set()
          for (const name of await caches.keys()) {
            for (const request of await (await caches.open(name)).keys()) kept.add(new URL(request.url).pathname)
          }
          const missing = own.filter((url) => !kept.has(url.pathname)).map((url) => url.pathname)
          // Named in the timeout's message, should they never come.
          if (missing.length > 0) throw new Error('not kept: ' + missing.join(', '))
          return true`,
        )
        await app.stop()
        await page.reload()
        await see(page, role('article'))
        await until(page, 'the photos of post 1, with no server', photoLoaded(0))
      } finally {
        await app.stop()
      }
    },
  },
  {
    // Leaving while the photos load and while the next page's code loads: nothing from the app
    // for the console. Firefox itself reports a load the page cut short when the service worker
    // was serving it ("Image corrupt or truncated", "A ServiceWorker intercepted the request
    // and encountered an unexpected error", naming the load's address, or at times an empty
    // one, seen in a CI run); since the app works offline the worker serves the build's files and
    // the photos, so those two reports of Firefox's are expected here, and only here.
    name: 'pages left while they load',
    expectedConsoleErrors:
      /^Error: (Image corrupt or truncated\.|Failed to load ‘[^’]*’\. A ServiceWorker intercepted the request and encountered an unexpected error\.)$/,
    async run(page) {
      await signedIn(page)
      for (let round = 0; round < 5; round += 1) {
        await page.goto('/')
        await see(page, role('article'))
        await page.goto('/profile')
      }
      await see(page, role('list', /^Posts by /))
    },
  },
  {
    name: 'like and comment',
    async run(page) {
      await signedIn(page, FRIEND)
      await page.click(css(`article[aria-label="Post by ${DEMO.name}"] a[href^="/post/"]`))
      await atPath(page, /^\/post\/[A-Za-z0-9]{16}$/)
      // The post's page, not the feed it came from.
      await see(page, label('Add a comment…'))
      if ((await page.count(role('button', 'Unlike'))) > 0) {
        await page.click(role('button', 'Unlike'))
        await see(page, role('button', 'Like'))
      }
      await page.click(role('button', 'Like'))
      await see(page, role('button', 'Unlike'))
      const comment = `Lovely light, seen in ${page.engine}`
      await page.fill(label('Add a comment…'), comment)
      await page.click(role('button', 'Post'))
      await see(page, text(comment))
    },
  },
  {
    name: 'notifications, grouped',
    async run(page) {
      await signedIn(page)
      await page.click(role('link', /^Notifications/, nav))
      await see(page, role('heading', 'Notifications'))
      await see(page, role('region', 'Today'))
      await see(page, role('region', 'This Week'))
      await see(page, role('region', 'Earlier'))
    },
  },
  {
    name: 'edit profile, with a new photo',
    async run(page, files) {
      await signedIn(page)
      await page.goto('/edit-profile')
      await page.upload(label('Change photo'), files.png)
      const editor = role('dialog', 'Edit photo')
      await see(page, role('application', 'Crop your photo', editor))
      await page.click(role('button', 'Save photo', editor))
      await notSee(page, editor)
      await page.fill(label('Bio'), `Bio written in ${page.engine}`)
      await page.click(role('button', 'Submit All Changes'))
      const done = role('dialog', 'Profile Updated')
      await see(page, text('Profile updated successfully!', done))
      await page.click(role('button', 'OK', done))
      await page.goto('/profile')
      await see(page, text(`Bio written in ${page.engine}`))
      const avatar = await page.run<string>(
        `return document.querySelector('main img')?.getAttribute('src') ?? ''`,
      )
      check(/\.(webp|jpe?g)$/.test(avatar), `the new photo shown, not ${avatar}`)
    },
  },
  {
    name: 'the theme, kept across a reload',
    async run(page) {
      await signedIn(page)
      await page.click(role('button', 'Theme', nav))
      await page.click(role('menuitemradio', 'Dark', role('menu', 'Theme')))
      const dark = `return getComputedStyle(document.documentElement).backgroundColor === 'rgb(24, 25, 27)'`
      await until(page, 'the dark theme', dark)
      await page.reload()
      await until(page, 'the dark theme after a reload', dark)
      const stored = await page.run<string>(`return localStorage.getItem('PhotoBooth_theme')`)
      check(stored === 'dark', `the choice kept, not ${stored}`)
    },
  },
  {
    name: 'a phone: the More menu (no "Install app" where the browser cannot), then Log out',
    options: { phone: true },
    async run(page) {
      await signedIn(page)
      await notSee(page, role('button', 'Log out'))
      await page.click(role('button', 'More', nav))
      await see(page, role('menuitem', 'Log out', role('menu', 'More')))
      // A browser that cannot install from the page (no `beforeinstallprompt`) offers no
      // "Install app" (this one is no iPhone's Safari, which would get the steps).
      if (!(await page.run<boolean>(`return 'onbeforeinstallprompt' in window`))) {
        await notSee(page, role('menuitem', 'Install app'))
      }
      await page.click(role('menuitem', 'Log out', role('menu', 'More')))
      await atPath(page, '/login')
      await see(page, role('heading', 'Sign in'))
      const session = await page.run<string | null>(`return localStorage.getItem('auth-storage')`)
      check(session === null, 'the session gone')
    },
  },
  {
    name: 'an expired session keeps the draft',
    // The refused calls of the ended session, which browsers log.
    expectedConsoleErrors: /\b401\b/,
    async run(page, files) {
      await signedIn(page)
      await page.goto('/create-post')
      await page.upload(label('Select from computer'), files.png)
      await see(page, role('application', 'Crop the photo'))
      await page.fill(label('Caption'), 'Kept through an expired session')
      await until(page, 'the demo', `return window.photoboothDemo !== undefined`)
      await page.run(`await window.photoboothDemo.expireSession(); return true`)
      await page.click(role('button', 'Post'))
      await atPath(page, '/login')
      await see(page, text('Your session has expired. Please sign in again.'))
      await page.fill(label('Email'), DEMO.email)
      await page.fill(label(/^Password$/), DEMO.password)
      await page.click(role('button', 'Sign in'))
      await atPath(page, '/create-post')
      await see(page, text('Your unsaved changes were restored.'))
      const caption = await page.run<string>(
        `return document.querySelector('textarea[name="caption"]').value`,
      )
      check(caption === 'Kept through an expired session', `the caption kept, not "${caption}"`)
      await see(page, role('application', 'Crop the photo'))
    },
  },
]
