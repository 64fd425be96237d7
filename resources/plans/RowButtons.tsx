// The plan form's repeated rows (prices, add-ons) get buttons that say what they do: "Novo preço"
// with its text beside the ⊕, and a ⊖ per row named for it ("Remover o preço 2"), instead of
// react-admin's bare icons.
import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useSimpleFormIterator, useSimpleFormIteratorItem, useTranslate } from 'react-admin';

/** `label`: the i18n key of the button's text ('resources.plans.rows.add_recurrence'). */
export function AddRowButton({ label }: { label: string }) {
  const translate = useTranslate();
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add()}>
      {translate(label)}
    </Button>
  );
}

/** `label`: the i18n key naming the row's removal, given its number ('Remover o preço %{n}'). */
export function RemoveRowButton({ label: key }: { label: string }) {
  const translate = useTranslate();
  const { remove, index } = useSimpleFormIteratorItem();
  const label = translate(key, { n: index + 1 });
  return (
    <Tooltip title={label}>
      <IconButton size="small" color="warning" aria-label={label} onClick={() => remove()}>
        <RemoveIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
