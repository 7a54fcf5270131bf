'use client'

// The documented client-wrapper path: a client component of the app gives the UI what only the
// client has, Next's Link as the link component and a function for the like button.
import type { Post } from '@photobooth/api-client'
import { PostCard, UiProvider } from '@photobooth/ui'
import Link from 'next/link'
import { useState } from 'react'

export function ClientCard({ post }: { post: Post }) {
  const [liked, setLiked] = useState(false)
  return (
    <UiProvider productName="Elsewhere" theme="light" linkComponent={Link}>
      <PostCard
        post={{ ...post, likesCount: post.likesCount + (liked ? 1 : 0) }}
        onLike={() => setLiked((was) => !was)}
      />
    </UiProvider>
  )
}
