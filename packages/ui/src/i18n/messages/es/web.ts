import type { PartCatalogue } from '../en'

export const web: PartCatalogue<'web'> = {
  'web.startup.title': '{product} no se pudo iniciar',
  'web.startup.body':
    'Algo impidió que la app se cargara. Revisa tu conexión y vuelve a intentarlo. En el modo demo, tu navegador debe permitir los service workers (las ventanas privadas a veces no lo hacen).',
  'web.startup.retry': 'Reintentar',
  'web.failure.title': 'Algo salió mal',
  'web.failure.body': '{product} dejó de funcionar. Revisa tu conexión y vuelve a intentarlo.',
  'web.guest.account': 'Cuenta',
  'web.guest.logIn': 'Iniciar sesión',
  'web.guest.signUp': 'Crear cuenta',
}
