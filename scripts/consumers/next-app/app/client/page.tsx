// A Server Component page handing data to the app's client wrapper.
import { post } from '../post'
import { ClientCard } from './client-card'

export default function ClientPage() {
  return <ClientCard post={post} />
}
