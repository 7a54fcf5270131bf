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

  export interface LibHeif extends LibHeifC {
    HeifDecoder: new () => HeifDecoder
    heif_context_free(context: number): void
  }

  /**
   * What decoding an image takes: where its error goes, the handle, where the decoded image's
   * pointer goes, the colour space and chroma asked for, and the decoding options (0: libheif's).
   */
  type DecodeArguments = [
    error: number,
    handle: number,
    image: number,
    colorspace: number,
    chroma: number,
    options: number,
  ]

  /**
   * libheif's C API as the wasm build exports it (every `heif_*` function, with a leading
   * underscore): pointers are offsets into the wasm memory, and a function that returns a
   * `heif_error` by value takes a pointer to 12 bytes for it as its first argument (the wasm32
   * ABI). The heap views are replaced when the memory grows: read them after every call.
   */
  export interface LibHeifC {
    HEAPU8: Uint8Array
    HEAP32: Int32Array
    HEAPU32: Uint32Array
    _malloc(size: number): number
    _free(pointer: number): void
    _heif_context_alloc(): number
    _heif_context_free(context: number): void
    _heif_context_read_from_memory_without_copy(
      error: number,
      context: number,
      data: number,
      size: number,
      options: number,
    ): void
    _heif_context_get_primary_image_handle(error: number, context: number, handle: number): void
    _heif_image_handle_release(handle: number): void
    _heif_image_handle_get_item_id(handle: number): number
    /** The size with the transformations applied. */
    _heif_image_handle_get_width(handle: number): number
    _heif_image_handle_get_height(handle: number): number
    _heif_image_handle_has_alpha_channel(handle: number): number
    _heif_item_get_item_type(context: number, item: number): number
    _heif_image_handle_get_image_tiling(
      error: number,
      handle: number,
      processTransformations: number,
      tiling: number,
    ): void
    _heif_decoding_options_alloc(): number
    _heif_decoding_options_free(options: number): void
    /** A tile is decoded as a whole image is, and then told its column and row. */
    _heif_image_handle_decode_image_tile(
      ...args: [...DecodeArguments, tileX: number, tileY: number]
    ): void
    _heif_decode_image(...args: DecodeArguments): void
    /** The plane's first byte; its stride (a size_t) is written to `stride`. */
    _heif_image_get_plane_readonly2(image: number, channel: number, stride: number): number
    _heif_image_get_width(image: number, channel: number): number
    _heif_image_get_height(image: number, channel: number): number
    _heif_image_release(image: number): void
    _heif_item_get_transformation_properties(
      context: number,
      item: number,
      list: number,
      count: number,
    ): number
    _heif_item_get_property_type(context: number, item: number, property: number): number
    _heif_item_get_property_transform_rotation_ccw(
      context: number,
      item: number,
      property: number,
    ): number
    _heif_item_get_property_transform_mirror(
      context: number,
      item: number,
      property: number,
    ): number
    _heif_item_get_property_transform_crop_borders(
      context: number,
      item: number,
      property: number,
      width: number,
      height: number,
      left: number,
      top: number,
      right: number,
      bottom: number,
    ): void
  }

  /** Instantiates libheif (synchronously compiles the embedded wasm). */
  export default function libheif(options?: Record<string, unknown>): LibHeif
}
