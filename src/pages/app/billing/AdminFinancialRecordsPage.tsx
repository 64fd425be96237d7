// '/admin/financeiro': every company's financial records, for platform administrators.
import { FinancialRecords } from './FinancialRecordsPage';

export default function AdminFinancialRecordsPage() {
  return <FinancialRecords admin />;
}
