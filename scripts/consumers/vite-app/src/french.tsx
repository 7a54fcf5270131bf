// A language the package does not ship: the app gives a French catalogue of two messages;
// numbers follow French rules and every other message stays English.
import { PostCard, UiProvider } from '@photobooth/ui'
import '@photobooth/ui/styles.css'
import { createRoot } from 'react-dom/client'
import { post } from './post'

createRoot(document.getElementById('root') as HTMLElement).render(
  <UiProvider
    locale="fr"
    messages={{
      fr: {
        'feed.post.likes': '{count, plural, one {# j’aime} other {# j’aime}}',
        'feed.post.comment': 'Commenter',
      },
    }}
  >
    <PostCard post={post} onLike={() => {}} />
  </UiProvider>,
)
