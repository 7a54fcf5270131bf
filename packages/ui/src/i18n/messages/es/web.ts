import type { PartCatalogue } from '../en'

export const web: PartCatalogue<'web'> = {
  'web.startup.title': '{product} no se pudo iniciar',
  'web.startup.body':
    'Algo impidió que la app se cargara. Revisa tu conexión y vuelve a intentarlo. En el modo demo, tu navegador debe permitir los service workers (las ventanas privadas a veces no lo hacen).',
  'web.startup.retry': 'Reintentar',
  'web.error.title': 'Algo salió mal',
  'web.error.body':
    'No se pudo mostrar esta página. Recargarla suele funcionar; tus datos están a salvo.',
  'web.error.reload': 'Recargar',
  'web.toFeed': 'Ir al inicio',
  'web.notFound.title': 'Página no encontrada',
  'web.notFound.message': 'Esta página no existe.',
  'web.notFound.detail': 'Puede que el enlace esté roto o que la página se haya eliminado.',
  'web.guest.account': 'Cuenta',
  'web.guest.logIn': 'Iniciar sesión',
  'web.guest.signUp': 'Regístrate',
  'web.demo.badge': 'Prueba',
  'web.demo.title': 'Modo demo',
  'web.demo.description':
    'Estás explorando {product} con personas y fotos de ejemplo. Todo funciona en este navegador y se conserva al recargar.',
  'web.demo.resetData': 'Restablecer los datos de la demo',
  'web.demo.accounts': 'Cuentas de la demo',
  'web.demo.demoAccount': 'Cuenta de la demo:',
  'web.demo.friend': 'Una amistad:',
  'web.demo.confirmTitle': '¿Restablecer la demo?',
  'web.demo.confirmDescription':
    'Se borran las publicaciones, comentarios, me gusta y cuentas creados en este navegador, y vuelve la comunidad de ejemplo. Se cerrará tu sesión.',
  'web.demo.confirm': 'Restablecer',
  'web.demoProvider.title': 'Iniciar sesión con {provider}',
  'web.demoProvider.description':
    'Modo demo: esto sustituye a la ventana emergente de {provider}. Elige qué pasa.',
  'web.demoProvider.continueAs': 'Continuar como {name} ({email})',
  'web.demoProvider.accountExists': 'Usar un correo que ya tiene una cuenta con contraseña',
  'web.demoProvider.close': 'Cerrar la ventana emergente',
}
