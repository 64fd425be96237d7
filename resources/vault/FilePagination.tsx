// The pages of the vault's files (25 a page), under the table or the phone's list.
import TablePagination from '@mui/material/TablePagination';
import { useTranslate } from 'react-admin';
import { FILES_PER_PAGE, type VaultFiles } from './useVaultFiles';

export function FilePagination({ files }: { files: VaultFiles }) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={files.total}
      page={files.page - 1}
      onPageChange={(_e, p) => files.setPage(p + 1)}
      rowsPerPage={FILES_PER_PAGE}
      rowsPerPageOptions={[]}
      labelDisplayedRows={({ from, to, count }) =>
        translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
      }
      getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
    />
  );
}
