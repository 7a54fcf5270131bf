import type { Faker } from '@faker-js/faker'

/**
 * Captions and comments that read like a real community's, written from a photo's subject.
 * Everything is drawn from the seeded faker, so the same seed gives the same words.
 */

const SHORT_CAPTIONS = [
  '{Subject}.',
  '{Subject} {emoji}',
  'Today: {subject}.',
  'Could look at this all day. {emoji}',
  'Little things. {emoji}',
  'Found this on a walk in {city}.',
  '{Subject}, {city}.',
  'Weekend mood {emoji}',
  'No filter needed.',
  'Saturday in {city} {emoji}',
]

const LONG_CAPTIONS = [
  'Spent the whole afternoon waiting for the light to be just right, and it was worth every minute. {Subject} — one of those moments you only get if you stay a little longer than planned. {tags}',
  'Some days the best photo is the one you almost did not take. I nearly walked past this {subject} on the way back from {city}, then turned around. So glad I did. {emoji} {tags}',
  'Trying to slow down and notice more this year. This {subject} stopped me in my tracks this morning, and I stood there for a good ten minutes before even reaching for the camera. {tags}',
  'Throwback to the trip to {city}. We got lost twice, the rain never really stopped, and still this {subject} is what I remember most. Already planning to go back next spring. {emoji}',
  'New week, new project: one photo a day, no matter what. Day {day} is this {subject}. Not perfect, but I love the colours, and the point is to keep showing up. {tags}',
]

const COMMENTS = [
  'Stunning!',
  'Love the colours here 😍',
  'Where is this?',
  'This is so peaceful.',
  'Wow, great shot!',
  'The light is perfect.',
  'Need this as my wallpaper.',
  'Beautiful composition 👏',
  'Take me there!',
  'This made my day.',
  'So good!! What camera do you use?',
  'Incredible detail.',
  'Obsessed with this one.',
  'Frame-worthy.',
  'Such a mood.',
  'Gorgeous 🔥',
  'How long did you wait for this?',
  'Adding this to my list of places to visit.',
  'The textures 🙌',
  'Simple and perfect.',
]

const EMOJIS = ['✨', '📸', '🌿', '🌞', '🌅', '💛', '🙌', '🌊', '🍂', '😍']

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function hashtags(faker: Faker, subject: string): string {
  const words = subject
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(
      (word) =>
        word.length > 3 &&
        !['with', 'from', 'under', 'below', 'above', 'against', 'into'].includes(word),
    )
  const picked = faker.helpers.arrayElements(words, { min: 1, max: Math.min(3, words.length) })
  return [
    ...picked,
    faker.helpers.arrayElement([
      'photography',
      'photooftheday',
      'nofilter',
      'naturelovers',
      'weekend',
    ]),
  ]
    .map((word) => `#${word}`)
    .join(' ')
}

function fill(faker: Faker, template: string, subject: string): string {
  return template
    .replaceAll('{Subject}', capitalise(subject))
    .replaceAll('{subject}', subject)
    .replaceAll('{city}', faker.location.city())
    .replaceAll('{emoji}', faker.helpers.arrayElement(EMOJIS))
    .replaceAll('{day}', String(faker.number.int({ min: 12, max: 180 })))
    .replaceAll('{tags}', hashtags(faker, subject))
}

/** A caption; `long` ones run well over the 100 characters the feed truncates at. */
export function caption(faker: Faker, subject: string, long: boolean): string {
  return fill(faker, faker.helpers.arrayElement(long ? LONG_CAPTIONS : SHORT_CAPTIONS), subject)
}

export function commentText(faker: Faker): string {
  return faker.helpers.arrayElement(COMMENTS)
}

/** A short bio, or none. */
export function bio(faker: Faker): string {
  return faker.helpers.maybe(() => faker.person.bio(), { probability: 0.7 }) ?? ''
}
