// /devices before the company has any: what this page is for (the WhatsApp numbers that send
// signature requests, codes and messages are connected here) and the way to connect the first one,
// or, for who may only view, who can.
import AddIcon from '@mui/icons-material/Add';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useDevicePermissions } from './useDevicePermissions';

export function DevicesEmpty() {
  const translate = useTranslate();
  const can = useDevicePermissions();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, width: '100%' }} data-testid="devices-empty">
      <WhatsAppIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" gutterBottom>
        {translate('resources.devices.empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 560, mx: 'auto' }}>
        {translate('resources.devices.empty.text')}
      </Typography>
      {can.manage ? (
        <Button
          component={Link}
          to="/device/cadastrar"
          variant="contained"
          startIcon={<AddIcon />}
          data-testid="devices-empty-create"
        >
          {translate('resources.devices.empty.action')}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.devices.empty.ask')}
        </Typography>
      )}
    </Box>
  );
}
