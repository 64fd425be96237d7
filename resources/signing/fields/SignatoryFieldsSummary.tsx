// A signatory's fields and adopted marks in the owner's process view: "3 campos: assinatura, rubrica
// em 5 páginas, data" and, once adopted, their signature and rubrica images (small, side by side,
// wrapping on a phone). Nothing when the request placed no fields and nothing was adopted.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FieldView } from '../../../common/schemas/signatureFields';
import { MARK_TYPES } from '../../../common/signatureFields';
import type { SignatoryView } from '../../../src/providers/signingApi';
import { type EditorTranslate, useEditorT } from './useEditorT';

/** "rubrica em 5 páginas", "texto livre “Cargo”", "data". */
function describe(t: EditorTranslate, field: FieldView) {
  const type = field.rotulo
    ? t('summary.labelled', { type: t(`lower.${field.tipo}`), label: field.rotulo })
    : t(`lower.${field.tipo}`);
  const pages = new Set(field.areas.map((a) => a.pagina)).size;
  return pages > 1 ? t('summary.pages', { type, smart_count: pages }) : type;
}

export function SignatoryFieldsSummary({ signatory }: { signatory: SignatoryView }) {
  const { t } = useEditorT();
  const fields = signatory.campos;
  const marks = MARK_TYPES.flatMap((tipo) => {
    const mark = signatory.marcas[tipo];
    return mark ? [mark] : [];
  });
  if (fields.length === 0 && marks.length === 0) return null;
  return (
    <Box data-testid="signatory-fields" sx={{ mt: 0.75, display: 'grid', gap: 0.5 }}>
      {fields.length > 0 && (
        <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
          {t('summary.fields', {
            smart_count: fields.length,
            list: fields.map((f) => describe(t, f)).join(', '),
          })}
        </Typography>
      )}
      {marks.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          {marks.map((mark) => (
            <Box
              key={mark.tipo}
              component="img"
              src={mark.url}
              alt={t(`summary.${mark.tipo}`, { name: signatory.nome })}
              loading="lazy"
              data-testid={`signatory-mark-${mark.tipo}`}
              sx={{
                display: 'block',
                height: { xs: 32, sm: 44 },
                maxWidth: { xs: 120, sm: 180 },
                objectFit: 'contain',
                p: 0.25,
                bgcolor: '#fff',
                border: 1,
                borderColor: 'divider',
                borderRadius: 0.5,
              }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
