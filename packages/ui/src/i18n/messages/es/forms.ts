import type { PartCatalogue } from '../en'

export const forms: PartCatalogue<'forms'> = {
  'field.showPassword': 'Mostrar contraseña',
  'field.hidePassword': 'Ocultar contraseña',
  'form.emailRequired': 'Escribe tu correo',
  'form.emailInvalid': 'Escribe un correo válido',
  'form.emailInvalidStrict': 'Ese correo no es válido',
  'form.nameRequired': 'Escribe tu nombre completo',
  'form.passwordRequired': 'Escribe tu contraseña',
  'form.passwordTooShort': 'La contraseña debe tener al menos {min} caracteres',
  'form.newPasswordRequired': 'Escribe la contraseña nueva',
  'form.confirmRequired': 'Confirma tu contraseña',
  'form.passwordsDiffer': 'Las contraseñas no coinciden',
  'form.imageRequired': 'Elige una imagen.',
  'form.captionRequired': 'Escribe una descripción.',
  'form.captionTooLong': 'La descripción puede tener como máximo {max, number} caracteres.',
  'form.counter': '{count, number} de {max, number}',
  'form.passwordsRequired': 'Completa todos los campos de contraseña.',
  'form.newPasswordsDiffer': 'Las contraseñas nuevas no coinciden.',
  'form.passwordTooWeak': 'La contraseña nueva no es lo bastante segura.',
  'form.offline': 'No tienes conexión. No se envió nada y lo que escribiste se conserva.',
  'form.unconfirmed':
    'No llegó respuesta, así que puede que no se haya guardado. Lo que escribiste se conserva: vuelve a intentarlo y lo comprobaremos primero.',
}
