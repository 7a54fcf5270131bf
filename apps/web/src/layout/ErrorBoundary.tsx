import { Component, type ReactNode } from 'react'
import { ErrorPage } from './ErrorPage'

/**
 * Catches a crash in a page (or a page's code failing to download) and shows the error page
 * instead of a white screen; moving to another page tries again.
 */
export class ErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  { failed: boolean }
> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error('A page crashed', error)
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ failed: false })
  }

  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children
  }
}
