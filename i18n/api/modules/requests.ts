// API messages about the request itself (its text, its multipart envelope, what the database could
// not store), in both languages (same keys). Only the server sends them, so the SPA's first load
// does not carry them.
export const requestsPtBR = {
  'errors.bad_multipart': 'O formulário enviado está incompleto ou malformado. Tente novamente.',
  'errors.value_not_storable': 'Um dos valores enviados é inválido ou grande demais. Verifique os campos.',
  'errors.conflict':
    'Estes dados mudaram ou estão em uso por outros registros. Atualize a página e tente novamente.',
  'errors.database_unavailable': 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
  'errors.mail_not_sent':
    'Não foi possível enviar o e-mail agora: o servidor de e-mail recusou. Tente novamente em alguns minutos.',
  'validation.invalid_characters':
    'O campo :attribute contém caracteres inválidos (caractere nulo ou caractere Unicode incompleto).',
} as const;

export const requestsEn: Record<keyof typeof requestsPtBR, string> = {
  'errors.bad_multipart': 'The form sent is incomplete or malformed. Try again.',
  'errors.value_not_storable': 'One of the values sent is invalid or too large. Check the fields.',
  'errors.conflict': 'This data changed or is in use by other records. Refresh the page and try again.',
  'errors.database_unavailable': 'The service is temporarily unavailable. Try again in a moment.',
  'errors.mail_not_sent':
    'The e-mail could not be sent right now: the mail server refused it. Try again in a few minutes.',
  'validation.invalid_characters':
    'The :attribute field contains invalid characters (a null character or an incomplete Unicode character).',
};
