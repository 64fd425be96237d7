// react-admin's page title (every <Title>, its error and not-found pages) is "configurable": in the
// preferences inspector's edit mode a text field lets the user rename the page. This app never turns
// that mode on, yet the editor brought MUI's TextField, Select and inputs (about 15 kB gzip) into the
// first screen. Here the configurable title is react-admin's plain PageTitle, the same markup.
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  title?: string | ReactNode;
  defaultTitle?: ReactNode;
  className?: string;
  preferenceKey?: string | false;
  [rest: string]: unknown;
}

export const PageTitleEditor = () => null;

export function PageTitleConfigurable({
  title,
  defaultTitle,
  className,
  preferenceKey: _key,
  ...rest
}: Props) {
  const translate = useTranslate();
  return (
    <span className={className}>
      {!title ? (
        <span {...rest}>{defaultTitle}</span>
      ) : typeof title === 'string' ? (
        <span {...rest}>{translate(title, { _: title })}</span>
      ) : (
        title
      )}
    </span>
  );
}
