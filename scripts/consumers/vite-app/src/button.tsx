// One component of the package, nothing else: what importing it costs.
import { Button } from '@photobooth/ui'
import '@photobooth/ui/styles.css'
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root') as HTMLElement).render(
  <Button variant="primary">Press me</Button>,
)
