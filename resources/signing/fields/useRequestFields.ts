// The fields side of "Solicitar assinaturas": whether the file has a fields step (a PDF whose pages
// the API read), the fields placed with their history, the signatories as the editor names them,
// the problems by field (the browser's once sending was tried, the API's while the field stays as
// it was sent), also as lines for the dialog's alert, what the request and the draft carry, and
// bringing a field into focus.
import { useEffect, useState } from 'react';
import { type CompanyMember, type DocumentPages, signingApi } from '../../../src/providers/signingApi';
import type { FileView } from '../../../src/providers/vaultApi';
import type { SignatoryDraft } from '../signatoryDrafts';
import {
  type EditorField,
  type EditorSignatory,
  type FieldErrors,
  fieldInputs,
  fieldProblems,
  liveFields,
  splitFieldErrors,
} from './editorFields';
import { fieldName } from './fieldNames';
import { useEditorT } from './useEditorT';
import { useFieldHistory } from './useFieldHistory';

/** A field problem the API found, kept while the field stays as it was sent. */
type Rejected = Record<number, FieldErrors[number] & { field: EditorField | undefined }>;

export function useRequestFields(
  file: Pick<FileView, 'id'> & Partial<Pick<FileView, 'mime'>>,
  initial: () => EditorField[],
  drafts: readonly SignatoryDraft[],
  members: readonly CompanyMember[] | null,
) {
  const { t } = useEditorT();
  const history = useFieldHistory(initial);
  /** A PDF's pages and anchors (null: not a PDF, not read yet, or unreadable: no fields step). */
  const [pages, setPages] = useState<DocumentPages | null>(null);
  /** The browser's own checks show once sending was tried. */
  const [checked, setChecked] = useState(false);
  const [rejected, setRejected] = useState<Rejected>({});
  /** Bumped to focus the selected box. */
  const [revealed, setRevealed] = useState(0);

  const pdf = file.mime === undefined || file.mime === 'application/pdf';
  useEffect(() => {
    if (!pdf) return;
    let live = true;
    signingApi.pages(file.id, 'all').then(
      (found) => live && found.paginas.length > 0 && setPages(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [file.id, pdf]);

  const owners = drafts.map((d) => d.key);
  const signatories: EditorSignatory[] = drafts.map((d) => ({
    key: d.key,
    tipo: d.tipo,
    nome: d.kind === 'internal' ? (members?.find((m) => m.id === d.user_id)?.nome ?? '') : d.nome,
  }));
  const placed = liveFields(history.fields, owners);
  const problems = fieldProblems(placed, signatories);
  // What the API refused, while the field is as it was sent; then what the browser sees.
  const errors: Record<number, string> = {};
  for (const [key, e] of Object.entries(rejected))
    if (placed.find((f) => f.key === Number(key)) === e.field) errors[Number(key)] = t(e.message);
  if (checked) for (const [key, p] of Object.entries(problems)) errors[Number(key)] ??= t(p.message);
  const messages = Object.entries(errors).flatMap(([key, message]) => {
    const field = placed.find((f) => f.key === Number(key));
    const area = rejected[Number(key)]?.area ?? 0;
    return field ? [t('errors.field', { name: fieldName(t, field, area, signatories), message })] : [];
  });

  /** Selects a field's place and focuses it once the editor shows it. */
  const show = (key: number, area: number | null) => {
    history.select({ key, area: area ?? 0 });
    setRevealed((n) => n + 1);
  };

  return {
    history,
    pages,
    signatories,
    /** Problems by field key, translated. */
    errors,
    /** The same, named, for the dialog's alert. */
    messages,
    revealed,
    show,
    /** Every field placed, as the request sends them (and their keys, to place the API's errors). */
    toSend: () => fieldInputs(placed, owners),
    /** What the draft keeps: the fields the API takes as they are (a label being typed waits). */
    toKeep: fieldInputs(
      placed.filter((f) => !problems[f.key]),
      owners,
    ),
    /** Sending was tried: the browser's problems show; the first one, if any. */
    check: () => {
      setChecked(true);
      const [first] = Object.entries(problems);
      return first ? { key: Number(first[0]), area: first[1].area } : null;
    },
    /** The API's errors: those on fields show on them until they change; the others are returned. */
    reject: (all: Record<string, string>, keys: readonly number[]) => {
      const split = splitFieldErrors(all, keys);
      const found: Rejected = {};
      for (const [key, e] of Object.entries(split.fields))
        found[Number(key)] = { ...e, field: history.fields.find((f) => f.key === Number(key)) };
      setRejected(found);
      const [first] = Object.entries(split.fields);
      return { first: first ? { key: Number(first[0]), area: first[1].area } : null, rest: split.rest };
    },
    /** Starts over from these fields (a draft loaded or dropped), without problems shown. */
    reset: (fields: EditorField[]) => {
      history.reset(fields);
      setRejected({});
      setChecked(false);
    },
  };
}
