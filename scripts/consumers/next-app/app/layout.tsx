// A Server Component: the UI's provider with serializable props only, around every page.
import { UiProvider } from '@photobooth/ui'
import '@photobooth/ui/styles.css'
import type { ReactNode } from 'react'

export const metadata = { title: 'Elsewhere' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <UiProvider productName="Elsewhere" theme="light" imageBaseUrl="https://cdn.example">
          {children}
        </UiProvider>
      </body>
    </html>
  )
}
