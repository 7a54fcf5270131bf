/**
 * Lingui's message compiler (a parser of ICU MessageFormat, about 7 KB of gzip), for messages
 * an app rephrases at run time: loaded only then. Lingui's core imports it too, for development
 * only; the builds give core an empty stand-in (`linguiCompilerOnDemand`), so that this chunk
 * stays out of the first view.
 */
export { compileMessage } from '@lingui/message-utils/compileMessage'
