'use client'

/**
 * The cropper and its styles, loaded together when a photo is first edited: react-easy-crop's
 * rules as a stylesheet of the build rather than the `<style>` element it would otherwise add
 * (which a Content-Security-Policy without `'unsafe-inline'` refuses).
 */
import 'react-easy-crop/react-easy-crop.css'

export { default } from 'react-easy-crop'
