// Where the package's links to a post lead (`paths.post`): Next's Link prefetches it.
export default async function PostPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return <p>Post {id}</p>
}
