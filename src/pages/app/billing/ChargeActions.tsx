// What can be done with one charge on "Faturas": pay it (open, through the provider: Pix, boleto or
// card in a dialog), its boleto's PDF, its receipt once paid, and the service invoice (NFS-e) as PDF
// and XML once issued. Each action's name says which charge it is about.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FinancialRecordView } from '../../../providers/billingApi';
import { useBillingT } from './useBillingT';

/** Whether the company can pay this charge itself (open, through the provider). */
export const payable = (r: FinancialRecordView) =>
  (r.status === 'pending' || r.status === 'overdue') && r.provedor === 'asaas';

function LinkAction({ href, text, label }: { href: string; text: string; label: string }) {
  return (
    <Button
      size="small"
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
    >
      {text}
    </Button>
  );
}

export function ChargeActions({
  charge: r,
  canPay,
  onPay,
}: {
  charge: FinancialRecordView;
  /** Whether payments go through the provider at all. */
  canPay: boolean;
  onPay(id: number): void;
}) {
  const { t, money, date } = useBillingT();
  const about = { value: money(r.valor), date: date(r.vencimento) };
  const open = payable(r);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {open && canPay && (
        <Button
          size="small"
          variant="contained"
          onClick={() => onPay(r.id)}
          aria-label={t('invoices.pay_label', about)}
        >
          {t('invoices.pay')}
        </Button>
      )}
      {open && r.boleto?.url && (
        <LinkAction
          href={r.boleto.url}
          text={t('invoices.boleto_pdf')}
          label={t('invoices.boleto_label', about)}
        />
      )}
      {r.recibo_url && (
        <LinkAction
          href={r.recibo_url}
          text={t('invoices.receipt')}
          label={t('invoices.receipt_label', about)}
        />
      )}
      {r.nfse?.pdf_url && (
        <LinkAction
          href={r.nfse.pdf_url}
          text={t('invoices.nfse_pdf')}
          label={t('invoices.nfse_pdf_label', about)}
        />
      )}
      {r.nfse?.xml_url && (
        <LinkAction
          href={r.nfse.xml_url}
          text={t('invoices.nfse_xml')}
          label={t('invoices.nfse_xml_label', about)}
        />
      )}
    </Stack>
  );
}
