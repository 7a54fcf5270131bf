'use client'

import { type Post, usePost, useUpdatePost } from '@photobooth/api-client'
import { useEffect, useEffectEvent, useState } from 'react'
import { loadStatus } from '../../components/LoadState/load-status'
import { usePostForm } from '../../forms/use-post-form'
import { compose } from '../../i18n/compiled/en/compose'
import { forms } from '../../i18n/compiled/en/forms'
import { useT } from '../../i18n/use-t'
import { authorOf, isOwnedBy } from '../../posts/post-facts'
import { usePostLoadFailure } from '../../posts/use-post-load-failure'
import { useToast } from '../../provider/toast-context'
import { useViewer } from '../../provider/viewer-context'
import { type EditPostStatus, EditPostView } from './EditPostView'
import { OVERLAY_FADE_AFTER_MS, OVERLAY_LEAVE_AFTER_MS } from './overlay-timing'

export interface EditPostScreenProps {
  /** The post to edit (the route's `{id}`). */
  postId: string
  /**
   * The post could not be loaded (missing, or the call failed): called once, after the toast
   * "Failed to load post"; the app leaves the screen.
   */
  onLoadFailed: () => void
  /**
   * The post was saved: called 1200 ms after success, as the overlay finishes fading. The app
   * goes to the post (with its `postUpdated` flag) and clears its cached feed.
   */
  onPostUpdated: (postId: string) => void
}

/** Edit an own post: its caption and, optionally, a new image. */
export function EditPostScreen({ postId, onLoadFailed, onPostUpdated }: EditPostScreenProps) {
  const viewer = useViewer()
  const { data: post, error, isValidating, mutate } = usePost(postId)

  usePostLoadFailure(postId, error !== undefined && post === undefined, onLoadFailed)

  // Someone else's post: the server would answer 403 anyway.
  const status: EditPostStatus =
    post && !isOwnedBy(authorOf(post), viewer?._id) ? 'notOwner' : loadStatus(post, error)
  const retry = { retrying: isValidating, onRetry: () => void mutate() }

  if (post && (status === 'ready' || status === 'stale')) {
    return (
      <EditPostEditor
        key={post._id}
        post={post}
        status={status}
        {...retry}
        onPostUpdated={onPostUpdated}
      />
    )
  }
  return <EditPostView status={status} postId={post?._id ?? postId} {...retry} />
}

interface EditPostEditorProps {
  post: Post
  /** `stale`: a later refresh failed; the form keeps the version loaded earlier. */
  status: 'ready' | 'stale'
  retrying: boolean
  onRetry: () => void
  onPostUpdated: (postId: string) => void
}

/**
 * The form's state, started once the post is there: its fields start from the post and are
 * then the user's alone (a background refresh of the post never overwrites what is typed).
 */
function EditPostEditor({ post, onPostUpdated, ...page }: EditPostEditorProps) {
  const t = useT(compose)
  const tForms = useT(forms)
  const toast = useToast()
  const { trigger } = useUpdatePost()
  const { fields } = usePostForm({
    initialCaption: post.caption,
    draftKey: `edit-post:${post._id}`,
    photoRequired: false,
    send: (input, upload) => trigger({ postId: post._id, ...input, ...upload }),
    // The form comes back as it was, everything kept, for another try.
    onFailed: (problem) =>
      problem === 'cancelled'
        ? toast.show(t('compose.upload.cancelled'), { tone: 'info' })
        : toast.show(
            problem === 'offline'
              ? tForms('forms.offline')
              : problem === 'unconfirmed'
                ? tForms('forms.unconfirmed')
                : t('compose.edit.failed'),
            { tone: 'error' },
          ),
  })

  // The overlay shows, fades, and the app leaves for the post (spec §9).
  const updated = fields.status === 'done'
  const [fading, setFading] = useState(false)
  const leave = useEffectEvent(() => onPostUpdated(post._id))
  useEffect(() => {
    if (!updated) return
    const fade = setTimeout(() => setFading(true), OVERLAY_FADE_AFTER_MS)
    const done = setTimeout(leave, OVERLAY_LEAVE_AFTER_MS)
    return () => {
      clearTimeout(fade)
      clearTimeout(done)
    }
  }, [updated])

  return (
    <EditPostView
      {...page}
      postId={post._id}
      form={{ ...fields, currentImage: post.image }}
      fading={fading}
    />
  )
}
