import type { PartCatalogue } from '../en'

export const guest: PartCatalogue<'guest'> = {
  'guest.description':
    'Inicia sesión para dar me gusta a las fotos, unirte a la conversación y ver todo lo que comparte la gente.',
  'guest.logIn': 'Iniciar sesión',
  'guest.createAccount': 'Crear cuenta',
  'guest.terms':
    'Al continuar, aceptas las Condiciones del servicio y la Política de privacidad de {product}.',
}
