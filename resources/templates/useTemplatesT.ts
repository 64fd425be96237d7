// The templates' labels (resources.templates.*, loaded with whatever uses them), and a message that is
// either one of our keys or the API's own text, shown as it is.
import { useTranslate } from 'react-admin';
import './messages';

export type TemplatesT = (key: string, args?: Record<string, unknown>) => string;

export function useTemplatesT(): { t: TemplatesT; text(message: string): string } {
  const translate = useTranslate();
  return {
    t: (key, args) => translate(`resources.templates.${key}`, args),
    text: (message) => translate(message, { _: message }),
  };
}
