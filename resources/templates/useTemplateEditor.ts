// The template editor's state and saving: name and description, the definition's rows (roles,
// prefill fields, defaults) and the fields placed (with undo), the problems found by the browser
// (shown once saving was tried) and by the API (shown on the inputs, a field's while it stays as
// sent), and PUT …/editar: "Modelo salvo (versão N)". Nothing typed is lost on a refusal.
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { HttpError } from '../../src/providers/http';
import { type TemplateDetails, type TemplateView, templatesApi } from '../../src/providers/templatesApi';
import {
  type EditorField,
  type FieldErrors,
  fieldProblems,
  liveFields,
} from '../signing/fields/editorFields';
import { fieldName } from '../signing/fields/fieldNames';
import { useEditorT } from '../signing/fields/useEditorT';
import { useFieldHistory } from '../signing/fields/useFieldHistory';
import { useRevealTop } from '../signing/RequestProblems';
import { moveDraft, serverErrors } from '../signing/signatoryDrafts';
import {
  type DefinitionDraft,
  type DraftErrors,
  definitionBody,
  draftFrom,
  editorSignatories,
  keyFromLabel,
  newPrefill,
  newRole,
  type PrefillDraft,
  type RoleDraft,
  saveErrors,
  validateDraft,
} from './templateDraft';
import { useTemplatesT } from './useTemplatesT';

/** A field problem the API found, kept while the field stays as it was sent. */
type Rejected = Record<number, FieldErrors[number] & { field: EditorField | undefined }>;

/** The paths an input of the editor shows (the others go to the alert at the top). */
const SHOWN = [
  /^nome$/,
  /^descricao$/,
  /^definicao\.papeis(\.\d+\.(nome|tipo|canal))?$/,
  /^definicao\.preenchimentos\.\d+\.(chave|rotulo|areas)/,
  /^definicao\.(mensagem|prazo_dias|lembrete_dias)$/,
];

const without = (errors: DraftErrors, drop: (path: string) => boolean) =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => !drop(path)));

export function useTemplateEditor(template: TemplateDetails, onSaved: (saved: TemplateView) => void) {
  const { t } = useTemplatesT();
  const { t: et } = useEditorT();
  const notify = useNotify();
  const top = useRevealTop();
  const [start] = useState(() => draftFrom(template.definicao));
  const history = useFieldHistory(() => start.fields);
  const [nome, setNome] = useState(template.nome);
  const [descricao, setDescricao] = useState(template.descricao ?? '');
  const [draft, setDraft] = useState<DefinitionDraft>(start.draft);
  const [errors, setErrors] = useState<DraftErrors>({});
  /** The browser's field problems show once saving was tried. */
  const [checked, setChecked] = useState(false);
  const [rejected, setRejected] = useState<Rejected>({});
  const [revealed, setRevealed] = useState(0);
  const [busy, setBusy] = useState(false);

  const signatories = editorSignatories(draft, (name) => t('prefills.palette', { name }));
  const fields = liveFields(
    history.fields,
    signatories.map((s) => s.key),
  );
  const problems = fieldProblems(fields, signatories.slice(0, draft.roles.length));
  const fieldErrors: Record<number, string> = {};
  for (const [key, e] of Object.entries(rejected))
    if (fields.find((f) => f.key === Number(key)) === e.field) fieldErrors[Number(key)] = et(e.message);
  if (checked) for (const [key, p] of Object.entries(problems)) fieldErrors[Number(key)] ??= et(p.message);
  const placed: Record<number, number> = {};
  for (const f of fields) placed[f.owner] = (placed[f.owner] ?? 0) + f.areas.length;
  // "Place it in the document" is answered once a prefill field has a place.
  const shownErrors = without(errors, (path) => {
    const at = /^definicao\.preenchimentos\.(\d+)\.areas/.exec(path);
    const key = at ? draft.prefills[Number(at[1])]?.key : undefined;
    return key !== undefined && (placed[key] ?? 0) > 0;
  });

  /** Selects a field's place and brings it into view in the editor. */
  const show = (key: number, area: number | null) => {
    history.select({ key, area: area ?? 0 });
    setRevealed((n) => n + 1);
  };

  /** The rows changed: fields of rows gone go too; errors by position are dropped, not misplaced. */
  const setRows = (next: Partial<Pick<DefinitionDraft, 'roles' | 'prefills'>>, prefix: string) => {
    const roles = next.roles ?? draft.roles;
    const prefills = next.prefills ?? draft.prefills;
    setDraft((d) => ({ ...d, ...next }));
    setErrors((all) => without(all, (p) => p.startsWith(prefix)));
    history.keepOwners([...roles, ...prefills].map((r) => r.key));
  };

  const roles = {
    change: (index: number, patch: Partial<RoleDraft>) => {
      setDraft((d) => ({ ...d, roles: d.roles.map((r, i) => (i === index ? { ...r, ...patch } : r)) }));
      const prefix = `definicao.papeis.${index}.`;
      setErrors((all) =>
        without(all, (p) => p === 'definicao.papeis' || Object.keys(patch).some((f) => p === prefix + f)),
      );
    },
    add: () => setRows({ roles: [...draft.roles, newRole()] }, 'definicao.papeis'),
    move: (index: number, by: -1 | 1) =>
      setRows({ roles: moveDraft(draft.roles, index, by) }, 'definicao.papeis'),
    remove: (index: number) =>
      setRows({ roles: draft.roles.filter((_, i) => i !== index) }, 'definicao.papeis'),
  };

  const prefills = {
    change: (index: number, patch: Partial<PrefillDraft>) => {
      setDraft((d) => ({
        ...d,
        prefills: d.prefills.map((p, i) => {
          if (i !== index) return p;
          // The key follows the label until it is typed apart.
          const follows = patch.rotulo !== undefined && p.chave === keyFromLabel(p.rotulo);
          return { ...p, ...patch, ...(follows ? { chave: keyFromLabel(patch.rotulo ?? '') } : {}) };
        }),
      }));
      const prefix = `definicao.preenchimentos.${index}.`;
      setErrors((all) =>
        without(all, (p) =>
          Object.keys(patch).some((f) => p === prefix + f || (f === 'rotulo' && p === `${prefix}chave`)),
        ),
      );
    },
    add: () => setRows({ prefills: [...draft.prefills, newPrefill()] }, 'definicao.preenchimentos'),
    remove: (index: number) =>
      setRows({ prefills: draft.prefills.filter((_, i) => i !== index) }, 'definicao.preenchimentos'),
  };

  const setDefaults = (patch: Partial<DefinitionDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    const paths = Object.keys(patch).map(
      (f) => `definicao.${f === 'prazo' ? 'prazo_dias' : f === 'lembrete' ? 'lembrete_dias' : f}`,
    );
    setErrors((all) => without(all, (p) => paths.includes(p)));
  };

  const setText = (field: 'nome' | 'descricao', value: string) => {
    (field === 'nome' ? setNome : setDescricao)(value);
    setErrors((all) => without(all, (p) => p === field));
  };

  const save = async () => {
    if (busy) return;
    setChecked(true);
    const found = validateDraft(nome, draft, fields);
    setErrors(found.errors);
    const [firstField] = Object.entries(found.fields);
    if (Object.keys(found.errors).length > 0) return top.reveal();
    if (firstField) return show(Number(firstField[0]), firstField[1].area);
    const { definicao, keys } = definitionBody(draft, fields);
    setBusy(true);
    try {
      const saved = await templatesApi.save(
        template.id,
        { nome: nome.trim(), descricao: descricao.trim() || null, definicao },
        [409, 422],
      );
      notify('resources.templates.notify.saved', {
        type: 'success',
        messageArgs: { versao: saved.data.versao },
      });
      setRejected({});
      setChecked(false);
      onSaved(saved.data);
    } catch (err) {
      if (!(err instanceof HttpError) || (err.status !== 409 && err.status !== 422)) return;
      const split = saveErrors(serverErrors(err.body.errors), keys);
      const found: Rejected = {};
      for (const [key, e] of Object.entries(split.fields))
        found[Number(key)] = { ...e, field: fields.find((f) => f.key === Number(key)) };
      setRejected(found);
      const none = Object.keys(split.errors).length === 0 && Object.keys(split.fields).length === 0;
      setErrors(none ? { '': err.message } : split.errors);
      const [first] = Object.entries(split.fields);
      if (first && Object.keys(split.errors).length === 0) show(Number(first[0]), first[1].area);
      else top.reveal();
    } finally {
      setBusy(false);
    }
  };

  /** What no input shows: the API's other errors, and each field's problem by its name. */
  const general = [
    ...Object.entries(shownErrors)
      .filter(([path]) => !SHOWN.some((re) => re.test(path)))
      .map(([, message]) => message),
    ...Object.entries(fieldErrors).flatMap(([key, message]) => {
      const field = fields.find((f) => f.key === Number(key));
      const area = rejected[Number(key)]?.area ?? 0;
      return field ? [et('errors.field', { name: fieldName(et, field, area, signatories), message })] : [];
    }),
  ];

  return {
    nome,
    descricao,
    setText,
    draft,
    roles,
    prefills,
    setDefaults,
    errors: shownErrors,
    general,
    /** Some input shows a problem (the alert at the top says so). */
    invalid: Object.keys(shownErrors).length > 0 || Object.keys(fieldErrors).length > 0,
    history,
    signatories,
    fieldErrors,
    placed,
    revealed,
    busy,
    top,
    save,
  };
}
