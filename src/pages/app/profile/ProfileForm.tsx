// The frame of the profile's own forms (personal data, password): a titled form, the alert with the
// server's refusal, the fields, and the submit button, held while the call is under way.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';

/** The alert over a profile form's fields, when the server refused it. */
export function FormAlert({ message, mb }: { message: string | null; mb: number }) {
  return (
    message && (
      <Alert severity="error" role="alert" sx={{ mb }}>
        {message}
      </Alert>
    )
  );
}

interface Props {
  title: string;
  submit: string;
  maxWidth: number;
  alert: string | null;
  busy: boolean;
  onSubmit(e: FormEvent): void;
  children: ReactNode;
}

export function ProfileForm({ title, submit, maxWidth, alert, busy, onSubmit, children }: Props) {
  return (
    <Box component="form" onSubmit={onSubmit} noValidate sx={{ maxWidth }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <FormAlert message={alert} mb={2} />
      {children}
      <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 2 }}>
        {submit}
      </Button>
    </Box>
  );
}
