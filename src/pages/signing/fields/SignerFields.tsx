// The signer's fields on one document, shared by the overlays on its pages, the "next field" guide
// and the act's button: what was typed and ticked, the adopted marks, the act's errors per field,
// and the dialogs a field opens (the mark's adoption, the text sheet), each loaded when first
// opened. Used by the public signing page and the inbox alike: no react-admin here.
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import type { FieldValues, Marks, MarkView, SignerField } from '../../../../common/schemas/signatureFields';
import type { MarkType } from '../../../../common/signatureFields';
import type { MarkOrigin } from '../../../components/signature/AdoptMarkDialog';
import { focusField } from './focusField';
import {
  actValues,
  guideOrder,
  initialTyped,
  isFilled,
  isMarkField,
  type Placed,
  placesByPage,
  type Typed,
} from './model';

const AdoptMarkDialog = lazy(() => import('../../../components/signature/AdoptMarkDialog'));
const FieldSheet = lazy(() => import('./FieldSheet'));

/** How this screen stores an adopted mark: by the link's token, or signed in (with the profile's marks). */
export interface MarkAdopter {
  adopt(tipo: MarkType, image: Blob, origem: MarkOrigin, saveToProfile: boolean): Promise<MarkView>;
  /** Signed in: adopts the profile's saved mark of this kind (offered when `saved` says it has one). */
  adoptSaved?: (tipo: MarkType) => Promise<MarkView>;
  /** Signed in: which marks the profile keeps. */
  saved?: Record<MarkType, boolean> | null;
  /** Signed in: offer to keep the new mark in the profile too. */
  canSaveToProfile?: boolean;
}

export interface SignerFieldsState {
  /** Overlays take input (the signer may act now); otherwise they only show what is there. */
  editable: boolean;
  pages: Map<number, Placed[]>;
  /** The fields the signer fills, in the guide's order (required first). */
  order: SignerField[];
  typed: Typed;
  marks: Marks;
  /** The act's refusals, by field id. */
  errors: Record<number, string>;
  filled(field: SignerField): boolean;
  requiredLeft: number;
  /** Every required field is filled: the act may go. */
  ready: boolean;
  /** A tap on a field: adopt the mark, type the text, tick the box. */
  activate(field: SignerField): void;
  /** What the act sends as `campos` (undefined: nothing to type or tick). */
  values(): FieldValues;
  /** Shows the act's refusals on their fields and focuses the first; false when none is one of these. */
  showErrors(errors: Record<number, string>): boolean;
}

const NO_MARKS: Marks = { assinatura: null, rubrica: null };

const Context = createContext<SignerFieldsState>({
  editable: false,
  pages: new Map(),
  order: [],
  typed: {},
  marks: NO_MARKS,
  errors: {},
  filled: () => true,
  requiredLeft: 0,
  ready: true,
  activate: () => undefined,
  values: () => undefined,
  showErrors: () => false,
});

export const useSignerFields = () => useContext(Context);

type Editing = { kind: 'mark'; tipo: MarkType } | { kind: 'text'; field: SignerField } | null;

interface Props {
  campos: readonly SignerField[];
  /** The marks already adopted for this process. */
  marks: Marks;
  /** The signer's name (the typed mark starts with it). */
  nome: string;
  editable: boolean;
  adopter: MarkAdopter;
  children: ReactNode;
}

export function SignerFieldsProvider({ campos, marks: adopted, nome, editable, adopter, children }: Props) {
  const [source, setSource] = useState(campos);
  const [typed, setTyped] = useState(() => initialTyped(campos));
  const [marks, setMarks] = useState(adopted);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [editing, setEditing] = useState<Editing>(null);
  // A new view (loaded, or answered by the act): start again from what it says.
  if (source !== campos) {
    setSource(campos);
    setTyped(initialTyped(campos));
    setMarks(adopted);
    setErrors({});
    setEditing(null);
  }

  const forget = useCallback(
    (gone: (f: SignerField) => boolean) =>
      setErrors((now) => {
        const left = Object.entries(now).filter(
          ([id]) => !campos.some((f) => f.id === Number(id) && gone(f)),
        );
        return left.length === Object.keys(now).length ? now : Object.fromEntries(left);
      }),
    [campos],
  );
  const fill = useCallback(
    (field: SignerField, value: string | boolean) => {
      setTyped((now) => ({ ...now, [field.id]: value }));
      forget((f) => f.id === field.id);
    },
    [forget],
  );
  const adoptedMark = useCallback(
    (mark: MarkView) => {
      setMarks((now) => ({ ...now, [mark.tipo]: mark }));
      forget((f) => f.tipo === mark.tipo);
      setEditing(null);
    },
    [forget],
  );

  const state = useMemo<SignerFieldsState>(() => {
    const order = guideOrder(campos);
    const filled = (f: SignerField) => isFilled(f, typed, marks);
    const requiredLeft = order.filter((f) => f.obrigatorio && !filled(f)).length;
    return {
      editable,
      pages: placesByPage(campos),
      order,
      typed,
      marks,
      errors,
      filled,
      requiredLeft,
      ready: requiredLeft === 0,
      activate: (f) => {
        if (!editable) return;
        if (isMarkField(f)) setEditing({ kind: 'mark', tipo: f.tipo });
        else if (!f.editavel) return;
        else if (f.tipo === 'caixa') fill(f, typed[f.id] !== true);
        else setEditing({ kind: 'text', field: f });
      },
      values: () => actValues(campos, typed),
      showErrors: (found) => {
        const known = order.filter((f) => found[f.id] !== undefined);
        const first = known[0];
        if (!first) return false;
        setErrors(Object.fromEntries(known.map((f) => [f.id, found[f.id] as string])));
        focusField(first.id);
        return true;
      },
    };
  }, [campos, editable, typed, marks, errors, fill]);

  const tipo = editing?.kind === 'mark' ? editing.tipo : null;
  const { adoptSaved } = adopter;
  const field = editing?.kind === 'text' ? editing.field : null;
  return (
    <Context.Provider value={state}>
      {children}
      {tipo && (
        <Suspense fallback={null}>
          <AdoptMarkDialog
            open
            tipo={tipo}
            nome={nome}
            adopt={(image, origem, save) => adopter.adopt(tipo, image, origem, save)}
            adoptSaved={adoptSaved && adopter.saved?.[tipo] ? () => adoptSaved(tipo) : undefined}
            canSaveToProfile={adopter.canSaveToProfile}
            onClose={() => setEditing(null)}
            onAdopted={adoptedMark}
          />
        </Suspense>
      )}
      {field && (
        <Suspense fallback={null}>
          <FieldSheet
            field={field}
            value={typeof typed[field.id] === 'string' ? (typed[field.id] as string) : ''}
            onSave={(value) => {
              fill(field, value);
              setEditing(null);
            }}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </Context.Provider>
  );
}
