import type { PartCatalogue } from '../en'

export const demo: PartCatalogue<'demo'> = {
  'demo.badge': 'Demo',
  'demo.title': 'Modo demo',
  'demo.description':
    'Estás explorando {product} con personas y fotos de ejemplo. Todo funciona en este navegador y se conserva al recargar.',
  'demo.resetData': 'Restablecer los datos de la demo',
  'demo.accounts': 'Cuentas de la demo',
  'demo.demoAccount': 'Cuenta de la demo:',
  'demo.friend': 'Un amigo:',
  'demo.confirmTitle': '¿Restablecer la demo?',
  'demo.confirmDescription':
    'Se borrarán las publicaciones, los comentarios, los me gusta y las cuentas creados en este navegador, y volverá la comunidad de ejemplo. Se cerrará tu sesión.',
  'demo.confirm': 'Restablecer',
  'demo.provider.title': 'Iniciar sesión con {provider}',
  'demo.provider.description':
    'Modo demo: esto sustituye a la ventana emergente de {provider}. Elige qué pasa.',
  'demo.provider.continueAs': 'Continuar como {name} ({email})',
  'demo.provider.accountExists': 'Usar un correo que ya tiene una cuenta con contraseña',
  'demo.provider.close': 'Cerrar la ventana emergente',
}
