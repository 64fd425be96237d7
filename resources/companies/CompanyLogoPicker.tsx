// The company's logo (PUT/DELETE /api/empresa/{id}/logo; the server checks the bytes and size and
// fits it in 480×160), through the shared image picker: shown in a 240×80 box that keeps its ratio,
// the identity refreshed after a change (the app bar and other tabs follow the live event).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { ImagePicker } from '../../src/components/ImagePicker';
import { refreshIdentity } from '../../src/layout/LiveUserUpdates';
import { companiesApi } from '../../src/providers/companiesApi';

export function CompanyLogoPicker({
  empresaId,
  url,
  onChange,
}: {
  empresaId: number;
  url: string | null;
  onChange(url: string | null): void;
}) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  return (
    <ImagePicker
      url={url}
      t={(word, options) =>
        translate(word === 'cancel' ? 'ra.action.cancel' : `resources.companies.own.logo.${word}`, options)
      }
      upload={async (file) => {
        const res = await companiesApi.uploadLogo(empresaId, file);
        return { message: res.message, url: res.logo_url };
      }}
      remove={() => companiesApi.removeLogo(empresaId)}
      onChange={(next) => {
        onChange(next);
        void refreshIdentity(queryClient);
      }}
      preview={(src, alt) => (
        <Box
          data-testid="company-logo"
          sx={{
            width: 240,
            height: 80,
            flexShrink: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.default',
          }}
        >
          {src ? (
            <Box
              component="img"
              src={src}
              alt={alt}
              sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('resources.companies.own.logo.none')}
            </Typography>
          )}
        </Box>
      )}
      inputTestId="logo-input"
    />
  );
}
