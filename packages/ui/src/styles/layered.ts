import type { StyleRule } from '@vanilla-extract/css'
import { components } from './layers.css'

/** A rule in the `components` layer: any unlayered class on the same element wins over it. */
export function layered(rule: StyleRule): StyleRule {
  return { '@layer': { [components]: rule } }
}

/** One variant per key of `values`, each setting `property` to that value, layered. */
export function variantsOf<Key extends string>(property: string, values: Record<Key, string>) {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, layered({ [property]: value })]),
  ) as Record<Key, StyleRule>
}
