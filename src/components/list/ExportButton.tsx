// react-admin's ExportButton, named on a phone even while disabled (an empty list): below `sm`
// react-admin's Button turns into an icon and drops the aria-label of a disabled one (axe: button-name).
import { type ExportButtonProps, ExportButton as RaExportButton, useTranslate } from 'react-admin';

export function ExportButton(props: ExportButtonProps) {
  const translate = useTranslate();
  const label = typeof props.label === 'string' ? props.label : 'ra.action.export';
  return <RaExportButton aria-label={translate(label)} {...props} />;
}
