// The baseline: React alone. Every other page's size is given beyond this one's.
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root') as HTMLElement).render(<p>Hello</p>)
