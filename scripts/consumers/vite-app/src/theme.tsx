// Theming with plain CSS: the app's stylesheet sets a documented custom property.
import { Button, UiProvider } from '@photobooth/ui'
import '@photobooth/ui/styles.css'
import './theme.css'
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root') as HTMLElement).render(
  <UiProvider>
    <Button variant="primary">Themed</Button>
  </UiProvider>,
)
