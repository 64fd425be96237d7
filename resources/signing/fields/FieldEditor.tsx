// "Posicionar campos", the step of "Solicitar assinaturas" after the signatories: the document's
// pages drawn by the renderer the signer's page uses (PdfView into PageSlots, sized from the pages
// call), a layer over each page holding its field boxes, the palette and the selected field's
// panel. Boxes are placed in fractions of their page (the API's numbers), dragged, resized, snapped,
// nudged, copied and pasted, undone and redone; every action has a keyboard way. Lazy: it is loaded
// when the sender gets here. A template's editor uses it too (its roles as the signatories).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { DocumentPages, FieldArea } from '../../../common/schemas/signatureFields';
import type { FieldType } from '../../../common/signatureFields';
import { PageSlots, ZOOMS } from '../../../src/pages/signing/pageSlots';
import { EditorToolbar } from './EditorToolbar';
import {
  type EditorField,
  type EditorSignatory,
  fieldKey,
  fromAnchors,
  liveFields,
  newField,
  type Selection,
} from './editorFields';
import { FieldBox } from './FieldBox';
import { FieldPalette } from './FieldPalette';
import { FieldPanel } from './FieldPanel';
import { addField, patchField, removeArea, removeField, setArea } from './fieldEdits';
import { colorOf, fieldName } from './fieldNames';
import {
  boxAt,
  clampBox,
  cornerBox,
  NUDGE_BIG_PT,
  NUDGE_PT,
  nudge,
  onPage,
  PASTE_OFFSET_PT,
  type Point,
  pageInView,
  pointOn,
  resizePt,
  spreadOverPages,
} from './geometry';
import { PageOverlay } from './PageOverlay';
import { useBoxGestures } from './useBoxGestures';
import { useEditorKeys } from './useEditorKeys';
import { useEditorT } from './useEditorT';
import type { FieldHistory } from './useFieldHistory';

const PdfView = lazy(() => import('../../../src/pages/signing/PdfView'));

interface Props {
  /** A link to the PDF to draw (the file's original, a template's version); keep it stable across renders. */
  pdfUrl: () => Promise<string>;
  fileName: string;
  pages: DocumentPages;
  signatories: readonly EditorSignatory[];
  history: FieldHistory;
  /** Problems by field key, already translated. */
  errors: Record<number, string>;
  /** Changed to bring the selected box into focus (a problem sent the sender here). */
  reveal: number;
  disabled: boolean;
}

export default function FieldEditor({
  pdfUrl,
  fileName,
  pages,
  signatories,
  history,
  errors,
  ...props
}: Props) {
  const { t } = useEditorT();
  const { change, selected, select } = history;
  const { disabled } = props;
  const sizes = pages.paginas;
  const helpId = useId();
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [frame, setFrame] = useState<HTMLElement | null>(null);
  const overlays = useRef(new Map<number, HTMLElement>());
  const [active, setActive] = useState(0);
  const [armed, setArmed] = useState<FieldType | null>(null);
  const [exceptLast, setExceptLast] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [level, setLevel] = useState(0);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  /** The box to focus once it is drawn (a new one, a pasted one, one with a problem). */
  const [focusAt, setFocusAt] = useState<Selection | null>(null);
  const clipboard = useRef<{ field: EditorField; area: FieldArea; pastes: number } | null>(null);
  const owners = signatories.map((s) => s.key);
  const fields = liveFields(history.fields, owners);
  const activeIndex = Math.max(0, Math.min(active, signatories.length - 1));
  const who = signatories[activeIndex];
  const zoom = ZOOMS[level] ?? 1;
  const chosen = selected ? fields.find((f) => f.key === selected.key) : undefined;
  const chosenArea = selected && chosen?.areas[selected.area];
  const chosenPage = chosenArea && sizes[chosenArea.pagina - 1];

  useEffect(() => {
    let live = true;
    pdfUrl().then(
      (link) => live && setUrl(link),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [pdfUrl]);

  useEffect(() => {
    if (!focusAt || !root) return;
    root
      .querySelector<HTMLElement>(`[data-field-key="${focusAt.key}"][data-area="${focusAt.area}"]`)
      ?.focus();
    setFocusAt(null);
  }, [focusAt, root]);

  const latestSelected = useRef(selected);
  latestSelected.current = selected;
  useEffect(() => {
    if (props.reveal > 0) setFocusAt(latestSelected.current);
  }, [props.reveal]);

  const pageRects = () =>
    [...overlays.current]
      .sort(([a], [b]) => a - b)
      .map(([pagina, el]) => ({ pagina, rect: el.getBoundingClientRect() }));
  /** The page most in sight and the middle of its visible part. */
  const inView = () =>
    frame
      ? pageInView(frame.getBoundingClientRect(), pageRects())
      : { pagina: 1, center: { x: 0.5, y: 0.5 } };

  /** A new field goes in, selected and focused. */
  const place = (field: EditorField) => {
    change(addField(field));
    select({ key: field.key, area: 0 });
    setFocusAt({ key: field.key, area: 0 });
    setArmed(null);
  };
  const addAt = (tipo: FieldType, pagina: number, point: Point) => {
    const size = sizes[pagina - 1];
    if (who && size) place(newField(who.key, tipo, [{ pagina, ...boxAt(tipo, size, point) }]));
  };
  const dropAt = (tipo: FieldType, clientX: number, clientY: number) => {
    const hit = pageRects().find(
      ({ rect }) =>
        clientX >= rect.left && clientX <= rect.right && clientY >= rect.top && clientY <= rect.bottom,
    );
    if (hit) addAt(tipo, hit.pagina, pointOn(hit.rect, clientX, clientY));
  };

  /**
   * "Rubricar todas as páginas": the selected rubrica of this signatory goes to every page from its
   * place; without one, a new rubrica from the first page's bottom right corner.
   */
  const initialAll = () => {
    const first = sizes[0];
    if (!who || !first) return;
    const source = chosen?.tipo === 'rubrica' && chosen.owner === who.key ? chosen : null;
    // Another signatory's rubrica already in the corner: this one goes beside it.
    const slot = new Set(
      fields.filter((f) => f.tipo === 'rubrica' && f.owner !== who.key).map((f) => f.owner),
    ).size;
    const from = (source && chosenArea) || { pagina: 1, ...cornerBox('rubrica', first, slot) };
    const areas = spreadOverPages(from, sizes[from.pagina - 1] ?? first, sizes, exceptLast);
    if (source) {
      change(patchField(source.key, { areas }));
      select({ key: source.key, area: 0 });
      setFocusAt({ key: source.key, area: 0 });
    } else place(newField(who.key, 'rubrica', areas));
    setStatus(t('palette.initialed', { smart_count: areas.length }));
  };

  const placeAnchors = () => {
    const found = fromAnchors(pages.ancoras, signatories, fields);
    if (found.fields.length > 0) change((list) => [...list, ...found.fields]);
    const placed = found.fields.reduce((n, f) => n + f.areas.length, 0);
    setStatus(t('palette.anchors_placed', { placed, skipped: found.skipped }));
  };

  const unselect = () => {
    select(null);
    frame?.focus();
  };
  useEditorKeys(root, disabled, {
    undo: history.undo,
    redo: history.redo,
    copy: () => {
      if (chosen && chosenArea) clipboard.current = { field: chosen, area: chosenArea, pastes: 0 };
    },
    // The copy goes onto the page in view, where the original sits on its page, a little further each time.
    paste: () => {
      const clip = clipboard.current;
      const from = clip && sizes[clip.area.pagina - 1];
      const { pagina } = inView();
      const to = sizes[pagina - 1];
      if (!clip || !from || !to || !owners.includes(clip.field.owner)) return false;
      clip.pastes += 1;
      const { marcador: _anchor, ...box } = clip.area;
      const there = onPage({ ...box, pagina }, from, to);
      const offset = PASTE_OFFSET_PT * clip.pastes;
      const area = clampBox({ ...there, x: there.x + offset / to.largura, y: there.y + offset / to.altura });
      place({ ...clip.field, key: fieldKey(), areas: [area] });
      return true;
    },
    nudge: (dx, dy, big) => {
      const step = big ? NUDGE_BIG_PT : NUDGE_PT;
      if (selected && chosenArea && chosenPage)
        change(setArea(selected, nudge(chosenArea, chosenPage, dx * step, dy * step)));
    },
    remove: () => {
      if (!selected) return;
      change(removeArea(selected));
      unselect();
    },
    escape: () => {
      if (armed) setArmed(null);
      else if (selected) unselect();
      else return false;
      return true;
    },
  });
  const gesture = useBoxGestures({ fields, sizes, pageRects, change, select });

  // Each page's boxes, in one pass over the fields.
  const boxes = new Map<number, ReactNode[]>();
  for (const f of fields)
    f.areas.forEach((box, area) => {
      const onPageBoxes = boxes.get(box.pagina) ?? [];
      boxes.set(box.pagina, onPageBoxes);
      onPageBoxes.push(
        <FieldBox
          // biome-ignore lint/suspicious/noArrayIndexKey: a place is its field's area by index (the selection's too)
          key={`${f.key}:${area}`}
          tipo={f.tipo}
          fieldKey={f.key}
          area={area}
          text={f.rotulo.trim() || t(`types.${f.tipo}`)}
          name={fieldName(t, f, area, signatories)}
          box={box}
          color={colorOf(owners.indexOf(f.owner))}
          selected={selected?.key === f.key && selected.area === area}
          helpId={helpId}
          error={errors[f.key] ?? null}
          disabled={disabled}
          onPointerDown={(e) => gesture(e, { key: f.key, area })}
          onFocus={() => select({ key: f.key, area })}
        />,
      );
    });

  return (
    <Box
      ref={setRoot}
      data-testid="field-editor"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' },
        gridTemplateRows: { md: 'auto 1fr' },
        // Phones: the panel under the pages, so selecting a box moves nothing above it.
        gridTemplateAreas: { xs: '"palette" "pages" "panel"', md: '"palette pages" "panel pages"' },
      }}
    >
      <Box sx={{ gridArea: 'palette', minWidth: 0 }}>
        <FieldPalette
          signatories={signatories}
          active={activeIndex}
          onActive={(i) => {
            setActive(i);
            setArmed(null);
          }}
          armed={armed}
          onArm={setArmed}
          onAdd={(tipo) => {
            const { pagina, center } = inView();
            addAt(tipo, pagina, center);
          }}
          onDrop={dropAt}
          exceptLast={exceptLast}
          onExceptLast={setExceptLast}
          onInitialAll={initialAll}
          anchors={pages.ancoras.length}
          onAnchors={placeAnchors}
          status={status}
          disabled={disabled}
        />
      </Box>
      <Box sx={{ gridArea: 'panel', minWidth: 0 }}>
        <FieldPanel
          field={chosen ?? null}
          area={selected?.area ?? 0}
          signatories={signatories}
          sizes={sizes}
          error={(chosen && errors[chosen.key]) ?? null}
          disabled={disabled}
          onChange={(patch, tag) => chosen && change(patchField(chosen.key, patch), tag)}
          onResize={(size) => {
            if (!selected || !chosenArea || !chosenPage) return;
            const largura = size.largura ?? chosenArea.largura * chosenPage.largura;
            const altura = size.altura ?? chosenArea.altura * chosenPage.altura;
            change(setArea(selected, resizePt(chosenArea, chosenPage, largura, altura)));
          }}
          onRemoveArea={() => {
            if (selected) change(removeArea(selected));
            unselect();
          }}
          onRemoveField={() => {
            if (chosen) change(removeField(chosen.key));
            unselect();
          }}
        />
      </Box>
      <Box sx={{ gridArea: 'pages', minWidth: 0 }}>
        <EditorToolbar history={history} level={level} onLevel={setLevel} disabled={disabled} />
        {failed && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {t('pages.failed')}
          </Alert>
        )}
        <Box
          ref={setFrame}
          role="region"
          // Scrollable by keyboard too; where the focus goes when a box is let go of.
          tabIndex={0}
          aria-label={t('pages.region', { name: fileName })}
          data-testid="field-pages"
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            p: 0.5,
            bgcolor: 'action.hover',
            maxHeight: { xs: '70vh', md: 'calc(100vh - 240px)' },
            overflow: 'auto',
            overscrollBehavior: 'contain',
          }}
        >
          <PageSlots
            sizes={sizes}
            zoom={zoom}
            render={(index) => (
              <PageOverlay
                pagina={index + 1}
                label={t('pages.page', { page: index + 1, pages: sizes.length })}
                armed={armed !== null}
                register={(pagina, el) => {
                  if (el) overlays.current.set(pagina, el);
                  else overlays.current.delete(pagina);
                }}
                onPlace={(pagina, point) => armed && addAt(armed, pagina, point)}
                onClear={() => select(null)}
              >
                {boxes.get(index + 1)}
              </PageOverlay>
            )}
          />
          {frame && url && (
            <Suspense fallback={null}>
              <PdfView
                url={url}
                frame={frame}
                zoom={zoom}
                pages={sizes.length}
                onFailed={() => setFailed(true)}
              />
            </Suspense>
          )}
        </Box>
        <span id={helpId} hidden>
          {t('box.help')}
        </span>
      </Box>
    </Box>
  );
}
