// "Exportar CSV": every charge the filters match — not only the page shown — fetched page after page
// and saved as the lists' CSV (`;`-separated, UTF-8 with a byte-order mark, so Excel in pt-BR opens
// it with its accents and columns). Amounts as decimal numbers in the language's notation (99,90).
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { fetchRelatedRecords, useDataProvider, useNotify } from 'react-admin';
import type { Language } from '../../../../../common/constants';
import { csvExporter } from '../../../../components/list/csvExporter';
import type { ExcelColumn } from '../../../../components/list/excelExporter';
import {
  adminBillingApi,
  type ChargeFilters,
  type FinancialRecordView,
} from '../../../../providers/adminBillingApi';
import { type BillingTranslate, useBillingT } from '../useBillingT';

/** 1234.5 → '1234,50' (pt-BR) or '1234.50' (en): a number a spreadsheet reads, without the currency. */
const decimal = (value: number, lang: Language) => {
  const fixed = value.toFixed(2);
  return lang === 'en' ? fixed : fixed.replace('.', ',');
};

export function chargeColumns(
  t: BillingTranslate,
  lang: Language,
  date: (value: string) => string,
): ExcelColumn<FinancialRecordView>[] {
  return [
    { header: 'admin.col.empresa', value: (r) => r.empresa_nome },
    { header: 'admin.col.descricao', value: (r) => r.descricao },
    { header: 'admin.col.parcela', value: (r) => t('parcela_of', { n: r.parcela, total: r.parcelas }) },
    { header: 'admin.col.valor', value: (r) => decimal(r.valor, lang) },
    { header: 'admin.col.vencimento', value: (r) => date(r.vencimento) },
    { header: 'admin.col.status', value: (r) => t(`invoices.status.${r.status}`) },
    { header: 'admin.col.forma', value: (r) => t(`payment.${r.forma_pagamento}`) },
    { header: 'admin.col.pago_em', value: (r) => (r.pago_em ? date(r.pago_em) : '') },
    { header: 'admin.col.provedor', value: (r) => t(`admin.provider.${r.provedor}`) },
    { header: 'admin.col.baixa_manual', value: (r) => t(r.baixa_manual ? 'admin.yes' : 'admin.no') },
    { header: 'admin.col.estornado', value: (r) => decimal(r.estornado, lang) },
  ];
}

export function ExportChargesButton({ filters, disabled }: { filters: ChargeFilters; disabled?: boolean }) {
  const { t, lang, date } = useBillingT();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [busy, setBusy] = useState(false);
  const exportAll = async () => {
    setBusy(true);
    try {
      const records = await adminBillingApi.allCharges(filters);
      const save = csvExporter<FinancialRecordView>(t('admin.export_file'), chargeColumns(t, lang, date), t);
      await save(records, fetchRelatedRecords(dataProvider), dataProvider);
    } catch {
      notify(t('admin.export_failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={disabled || busy}
      onClick={() => void exportAll()}
    >
      {busy ? t('admin.exporting') : t('admin.export')}
    </Button>
  );
}
