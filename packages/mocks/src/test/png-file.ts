/** A tiny real PNG (1×1) as a File, for uploads; `extraBytes` pads it (to test size limits). */
export function pngFile(name = 'photo.png', extraBytes = 0): File {
  const png = Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    ),
    (char) => char.charCodeAt(0),
  )
  const bytes = new Uint8Array(png.length + extraBytes)
  bytes.set(png)
  return new File([bytes], name, { type: 'image/png' })
}
