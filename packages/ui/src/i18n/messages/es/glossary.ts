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
      english: /\bexpire[sd]?\b/i,
      use: ['expiró', 'expira', 'expirado', 'expirar'],
      avoid: ['caducó', 'caduca', 'caducado', 'caducar', 'venció', 'vence', 'vencido'],
      why: 'A session, a link or a token that runs out: Spain says "caducar", Latin America "vencer"; "expirar" reads the same everywhere.',
    },
    {
      english: /\boffline\b/i,
      use: ['sin conexión'],
      avoid: ['tienes conexión', 'desconectado', 'desconectada', 'fuera de línea', 'offline'],
      why: 'Being offline is said one way everywhere: "Estás sin conexión".',
    },
    {
      english: /\bunknown\b/i,
      use: ['desconocido'],
      avoid: ['anónimo'],
      why: 'The name of a user whose account is gone.',
    },
  ],
  // Spain's words (and vosotros), which a reader in Mexico or Argentina finds foreign.
  neverUse: [
    {
      words: ['ordenador', 'ordenadores'],
      instead: '"dispositivo" or "equipo"',
      why: '"Ordenador" is Spain’s computer; Latin America says "computadora".',
    },
    {
      words: ['móvil', 'móviles'],
      instead: '"teléfono"',
      why: '"Móvil" is Spain’s phone; Latin America says "celular".',
    },
    {
      words: ['rellena', 'rellenar', 'rellene', 'rellenes'],
      instead: '"completa"',
      why: 'Spain fills a form in ("rellenar"); Latin America completes it.',
    },
    {
      words: [
        'vosotros',
        'vosotras',
        'os',
        'vuestro',
        'vuestra',
        'vuestros',
        'vuestras',
        'sois',
        'vais',
        /^\p{L}+(?:áis|éis)$/u,
      ],
      instead: '"tú" (or "ustedes")',
      why: 'Vosotros is Spain’s alone; the app speaks to its reader as tú.',
    },
    {
      words: ['coger', 'coge', 'coja', 'cogido'],
      instead: '"tomar" or "elegir"',
      why: 'Vulgar in much of Latin America.',
    },
    {
      words: ['vale'],
      instead: '"Aceptar" or "De acuerdo"',
      why: '"Vale" for OK is Spain’s.',
    },
    {
      words: ['pulsa', 'pulsar', 'pincha', 'pinchar'],
      instead: '"toca", "haz clic" or "presiona"',
      why: 'Spain’s words for pressing a button and clicking a link.',
    },
    {
      words: ['fichero', 'ficheros'],
      instead: '"archivo"',
      why: 'Spain’s word for a file.',
    },
  ],
  prefixes: [],
}
