import * as v from 'valibot'

/** Every error body, and the success body of several calls: `{ message }`. */
export const MessageSchema = v.object({ message: v.string() })
export type MessageResponse = v.InferOutput<typeof MessageSchema>
