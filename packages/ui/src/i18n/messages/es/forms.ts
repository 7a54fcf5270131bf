import type { PartCatalogue } from '../en'

export const forms: PartCatalogue<'forms'> = {
  'forms.field.showPassword': 'Mostrar contraseña',
  'forms.field.hidePassword': 'Ocultar contraseña',
  'forms.emailRequired': 'Escribe tu correo',
  'forms.emailInvalid': 'Escribe un correo válido',
  'forms.emailInvalidStrict': 'Ese correo no es válido',
  'forms.nameRequired': 'Escribe tu nombre completo',
  'forms.passwordRequired': 'Escribe tu contraseña',
  'forms.passwordTooShort': 'La contraseña debe tener al menos {min, number} caracteres',
  'forms.newPasswordRequired': 'Escribe la contraseña nueva',
  'forms.confirmRequired': 'Confirma tu contraseña',
  'forms.passwordsDiffer': 'Las contraseñas no coinciden',
  'forms.imageRequired': 'Elige una imagen.',
  'forms.captionRequired': 'Escribe una descripción.',
  'forms.captionTooLong': 'La descripción puede tener como máximo {max, number} caracteres.',
  'forms.counter': '{count, number} de {max, number}',
  'forms.passwordsRequired': 'Completa todos los campos de contraseña.',
  'forms.newPasswordsDiffer': 'Las contraseñas nuevas no coinciden.',
  'forms.passwordTooWeak': 'La contraseña nueva no es lo bastante segura.',
  'forms.offline': 'Estás sin conexión. No se envió nada y lo que escribiste se conserva.',
  'forms.unconfirmed':
    'No llegó respuesta, así que puede que no se haya guardado. Lo que escribiste se conserva: vuelve a intentarlo y lo comprobaremos primero.',
  'forms.deleteOffline': 'Estás sin conexión. No se eliminó nada.',
  'forms.deleteUnconfirmed':
    'No llegó respuesta, así que no sabemos si se eliminó. Vuelve a intentarlo y lo comprobaremos primero.',
}
