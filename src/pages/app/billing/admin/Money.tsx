// An amount that never breaks across lines ("R$ 99,90", never "R$" above "99,90"): its spaces made
// non-breaking and the line kept whole, at every width.
import Box from '@mui/material/Box';
import { useBillingT } from '../useBillingT';

/** The amount as written, with non-breaking spaces. */
export const unbroken = (text: string) => text.replace(/\s/g, '\u00a0');

export function Money({ value, strong = false }: { value: number; strong?: boolean }) {
  const { money } = useBillingT();
  return (
    <Box
      component="span"
      data-testid="money"
      sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontWeight: strong ? 600 : undefined }}
    >
      {unbroken(money(value))}
    </Box>
  );
}
