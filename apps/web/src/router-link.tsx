import type { LinkProps } from '@photobooth/ui'
import { Link } from 'react-router-dom'

/** The UI's links through the router; links to other sites stay plain anchors. */
export function RouterLink({ href, ref, ...props }: LinkProps) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) {
    return <a ref={ref} href={href} {...props} />
  }
  return <Link ref={ref} to={href} {...props} />
}
