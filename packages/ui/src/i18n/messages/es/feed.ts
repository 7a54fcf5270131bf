import type { PartCatalogue } from '../en'

export const feed: PartCatalogue<'feed'> = {
  'feed.heading': 'Inicio',
  'feed.posts': 'Publicaciones',
  'feed.fetchFailed': 'No se pudieron cargar las publicaciones. Inténtalo de nuevo.',
  'feed.moreFailed': 'No se pudieron cargar más publicaciones',
  'feed.end': 'Llegaste al final.',
  'feed.empty': 'Aún no hay publicaciones.',
  'feed.shareFirst': 'Comparte tu primera foto',
  'feed.loadMore': 'Cargar más publicaciones',
  'feed.guest.invite': 'Inicia sesión para ver más publicaciones de la comunidad.',
  'feed.guest.join': 'Únete a {product}',
  'feed.post.label': 'Publicación de {name}',
  'feed.post.comment': 'Comentar',
  'feed.post.likes': '{count, plural, one {# me gusta} other {# me gusta}}',
  'feed.post.more': 'más',
  'feed.post.showLess': 'Ver menos',
  'feed.post.latestComments': 'Últimos comentarios',
  'feed.post.viewAllComments':
    '{count, plural, one {Ver # comentario} other {Ver los # comentarios}}',
  'feed.post.invalid': 'Publicación no válida',
  'feed.post.invalidText': 'Error: los datos de la publicación no son válidos.',
  'feed.post.placeholderAuthor': 'Alguien que comparte',
  'feed.post.placeholderCaption':
    'Una descripción para una foto que está en camino, más o menos tan larga como la mayoría.',
  'feed.like': 'Me gusta',
  'feed.unlike': 'Ya no me gusta',
  'feed.photo.alt': 'Foto de {name}',
  'feed.photo.altWithCaption': 'Foto de {name}: {caption}',
  'feed.photo.failedLabel': '{alt} (no se cargó)',
  'feed.photo.failed': 'La foto no se cargó.',
  'feed.photo.retry': 'Volver a cargar la foto',
}
