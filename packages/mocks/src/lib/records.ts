import type { Database } from '../db/db'
import type { NotificationRecord, UserRecord } from '../db/records'
import { newId } from './ids'
import { hashPassword } from './passwords'

/** A new account: no avatar, bio, website or gender yet; the password stored hashed. */
export async function newUserRecord(input: {
  name: string
  email: string
  password: string
  createdAt: string
  isGoogle?: boolean
}): Promise<UserRecord> {
  return {
    _id: newId(),
    name: input.name,
    email: input.email,
    avatar: null,
    bio: '',
    createdAt: input.createdAt,
    passwordHash: await hashPassword(input.password, newId(8)),
    ...(input.isGoogle ? { isGoogle: true } : {}),
  }
}

/** Stores a notification for `userId` (unread), as the server does after a like, a comment
 * or a poke. */
export function addNotification(
  db: Database,
  item: Omit<NotificationRecord, '_id' | 'isRead'> & { isRead?: boolean },
): NotificationRecord {
  const record: NotificationRecord = { _id: newId(), isRead: false, ...item }
  db.notifications.set(record._id, record)
  return record
}
