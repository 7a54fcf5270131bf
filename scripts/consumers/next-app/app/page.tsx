// A Server Component (no 'use client') importing both packages: the whole of @photobooth/ui
// is in the server graph, its pure helpers run on the server, and a post card is rendered
// with data only (a server cannot pass functions).
import { createApiClient, postKey } from '@photobooth/api-client'
import * as ui from '@photobooth/ui'
import { initialsOf, paths } from '@photobooth/ui'
import { post } from './post'

const client = createApiClient({ baseUrl: 'https://api.example' })

export default function Home() {
  const exports = Object.keys(ui)
  return (
    <main>
      <ui.PostCard post={post} />
      <dl>
        <dt>paths.post</dt>
        <dd data-helper="paths.post">{paths.post('P1')}</dd>
        <dt>initialsOf</dt>
        <dd data-helper="initialsOf">{initialsOf('Ada Lovelace')}</dd>
        <dt>postKey</dt>
        <dd data-helper="postKey">{postKey('P1')}</dd>
        <dt>imageUrl</dt>
        <dd data-helper="imageUrl">{client.imageUrl('uploads/p1.jpg')}</dd>
      </dl>
      <p data-exports={exports.length}>{exports.length} exports of @photobooth/ui</p>
    </main>
  )
}
