/**
 * Types for the one libheif-js entry the pipeline loads: the ES module build with the wasm
 * binary embedded (no .wasm file to serve). libheif-js ships types for the Emscripten module
 * only, not for its JavaScript wrapper (HeifDecoder/HeifImage), which is what is used here.
 */
declare module 'libheif-js/libheif-wasm/libheif-bundle.mjs' {
  /** A decoded RGBA buffer to fill: `data` must hold width × height × 4 bytes. */
  export interface HeifDisplayTarget {
    data: Uint8ClampedArray
    width: number
    height: number
  }

  /** One top-level image of a HEIF file (a handle; pixels are decoded by `display`). */
  export interface HeifImage {
    /** Width after the file's transformations (irot, imir, clap). */
    get_width(): number
    get_height(): number
    is_primary(): boolean
    has_alpha_channel(): boolean
    /**
     * Decodes to interleaved RGBA with the transformations applied and copies it into
     * `target`; calls back with `target`, or with null when decoding failed.
     */
    display(target: HeifDisplayTarget, callback: (result: HeifDisplayTarget | null) => void): void
    /** Releases the image handle inside the wasm heap. */
    free(): void
  }

  export interface HeifDecoder {
    /** The native heif_context of the last `decode`, freed only by the next `decode`. */
    decoder: number | null
    /** The file's top-level images; empty when the file cannot be parsed. */
    decode(data: Uint8Array | ArrayBuffer): HeifImage[]
  }

  export interface LibHeif {
    HeifDecoder: new () => HeifDecoder
    heif_context_free(context: number): void
  }

  /** Instantiates libheif (synchronously compiles the embedded wasm). */
  export default function libheif(options?: Record<string, unknown>): LibHeif
}
