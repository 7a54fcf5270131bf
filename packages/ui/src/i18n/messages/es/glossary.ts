import type { Glossary } from '../../glossary'

/**
 * The Spanish catalogue's glossary: one word for each thing, in a Spanish that reads the same
 * in Mexico, Argentina and Spain. `../../glossary.test.ts` holds every message to it.
 */
export const glossary: Glossary = {
  terms: [
    {
      english: /\bcaptions?\b/i,
      use: ['descripción', 'descripciones'],
      avoid: ['pie de foto', 'pies de foto', 'leyenda', 'texto', 'subtítulo'],
      why: 'The words under a photo: "pie de foto" is the press’s term; "descripción" is read the same everywhere.',
    },
    {
      english: /\bfeed\b|\bhome\b(?! screen)/i,
      use: ['inicio'],
      avoid: ['feed', 'muro', 'portada', 'noticias'],
      why: 'The home feed is "Inicio", as the navigation names it.',
    },
    {
      english: /\bcomments?\b/i,
      use: ['comentario', 'comentarios', 'comentar'],
      avoid: ['opinión', 'opiniones', 'respuesta', 'respuestas'],
      why: 'A comment under a post, and commenting.',
    },
    {
      english: /\b(?:un)?likes?\b(?! this\b)/i,
      use: ['me gusta'],
      avoid: ['like', 'likes', 'favorito', 'favoritos'],
      why: 'A like is a "me gusta", plural "me gusta"; giving one is "dar me gusta".',
    },
    {
      english: /\b(?:sign(?:ing|ed|s)?|log(?:ging|ged|s)?)[- ]?in\b|\blogin\b/i,
      use: ['sesión'],
      avoid: ['ingresar', 'ingresa', 'ingreso', 'acceder', 'accede', 'entrar', 'entra', 'login'],
      why: 'Signing in and logging in are one thing: "iniciar sesión" (a link, a title), "inicia sesión" in a sentence, "inicio de sesión" the act.',
    },
    {
      english: /\b(?:refresh|reload)/i,
      use: ['recargar', 'recargarla'],
      avoid: ['actualizar', 'actualizarla', 'refrescar'],
      why: 'Loading a page or a post again; "actualizar" is saving an edit ("Actualizar" a post).',
    },
    {
      english: /\bunknown\b/i,
      use: ['desconocido'],
      avoid: ['anónimo'],
      why: 'The name of a user whose account is gone.',
    },
  ],
  neverUse: [],
  prefixes: [],
}
