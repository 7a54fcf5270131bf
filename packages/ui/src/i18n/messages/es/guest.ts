import type { PartCatalogue } from '../en'

export const guest: PartCatalogue<'guest'> = {
  'feed.guest.description':
    'Inicia sesión para dar me gusta a las fotos, unirte a la conversación y ver todo lo que comparte la gente.',
  'feed.guest.logIn': 'Iniciar sesión',
  'feed.guest.createAccount': 'Crear cuenta',
  'feed.guest.terms':
    'Al continuar, aceptas las Condiciones del servicio y la Política de privacidad de {product}.',
}
