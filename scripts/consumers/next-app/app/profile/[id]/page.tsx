// Where the package's links to an author lead (`paths.profile`): Next's Link prefetches it.
export default async function ProfilePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return <p>Profile {id}</p>
}
