/**
 * Lingui's message compiler (a parser of ICU MessageFormat, about 7 KB of gzip), for messages
 * an app rephrases at run time: loaded only then, as a chunk of its own.
 */
export { compileMessage } from '@lingui/message-utils/compileMessage'
