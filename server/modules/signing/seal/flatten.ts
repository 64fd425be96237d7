// Forms and annotations made part of the page before the seal, so nothing a reader shows can change
// after signing: every annotation with a normal appearance (form fields' widgets, notes, stamps,
// highlights…) is drawn into its page's content as it shows and taken off the page, and the form
// keeps only its signature fields (their signatures stay listed and valid). Links stay (they change
// nothing on the page); annotations with no appearance stay too (a reader draws its own icon).
// Fields with a value but no appearance, or all of them when the form asks readers to make
// appearances (/NeedAppearances), get one first (pdf-lib's, in Helvetica), so their value shows.
//
// Only non-stream objects change (page dictionaries, annotation lists, the form) and new content
// streams are added; appearance streams are drawn where they are: the incremental update holds.
import {
  concatTransformationMatrix,
  drawObject,
  PDFArray,
  PDFBool,
  PDFDict,
  type PDFDocument,
  PDFName,
  PDFNumber,
  type PDFObject,
  type PDFPage,
  PDFRef,
  PDFSignature,
  PDFStream,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';
import { type Matrix, rectOf } from './geometry.js';

const NAME = {
  AcroForm: PDFName.of('AcroForm'),
  Annots: PDFName.of('Annots'),
  AP: PDFName.of('AP'),
  AS: PDFName.of('AS'),
  BBox: PDFName.of('BBox'),
  F: PDFName.of('F'),
  Fields: PDFName.of('Fields'),
  FT: PDFName.of('FT'),
  Kids: PDFName.of('Kids'),
  Matrix: PDFName.of('Matrix'),
  N: PDFName.of('N'),
  NeedAppearances: PDFName.of('NeedAppearances'),
  Parent: PDFName.of('Parent'),
  Rect: PDFName.of('Rect'),
  Subtype: PDFName.of('Subtype'),
  XFA: PDFName.of('XFA'),
};

/** Annotation flags (PDF 32000-1, 12.5.3) under which a reader shows nothing on screen. */
const HIDDEN = 1 << 1;
const NO_VIEW = 1 << 5;
/** Deeper field trees than this are broken (or a loop). */
const MAX_DEPTH = 32;

const SIG = PDFName.of('Sig');

/** A field's type, inherited from its ancestors (a widget often has none of its own). */
function fieldType(field: PDFDict): PDFName | undefined {
  let node: PDFDict | undefined = field;
  for (let depth = 0; node && depth < MAX_DEPTH; depth++) {
    const type = node.lookupMaybe(NAME.FT, PDFName);
    if (type) return type;
    node = node.lookupMaybe(NAME.Parent, PDFDict);
  }
  return undefined;
}

/** A field of the form is, or holds, a signature field. */
function holdsSignature(field: PDFDict, depth = 0): boolean {
  if (fieldType(field) === SIG) return true;
  const kids = field.lookupMaybe(NAME.Kids, PDFArray);
  if (!kids || depth >= MAX_DEPTH) return false;
  return kids.asArray().some((_, i) => {
    const kid = kids.lookup(i);
    return kid instanceof PDFDict && holdsSignature(kid, depth + 1);
  });
}

/** The normal appearance a reader shows for annot (the one of its state /AS when it has several). */
function normalAppearance(doc: PDFDocument, annot: PDFDict): PDFRef | undefined {
  const normal = annot.lookupMaybe(NAME.AP, PDFDict)?.get(NAME.N);
  const resolved = normal && doc.context.lookup(normal);
  if (resolved instanceof PDFStream)
    return normal instanceof PDFRef ? normal : doc.context.register(resolved);
  if (!(resolved instanceof PDFDict)) return undefined;
  const state = annot.lookupMaybe(NAME.AS, PDFName);
  const chosen = state && resolved.get(state);
  return chosen instanceof PDFRef && doc.context.lookup(chosen) instanceof PDFStream ? chosen : undefined;
}

const numbers = (array: PDFArray | undefined) =>
  array?.asArray().every((n) => n instanceof PDFNumber)
    ? array.asArray().map((n) => (n as PDFNumber).asNumber())
    : [];

/**
 * Draws an appearance stream into the page where the annotation shows it: its box (/BBox through
 * its /Matrix) mapped onto the annotation's /Rect (PDF 32000-1, 12.5.5).
 */
function drawAppearance(doc: PDFDocument, page: PDFPage, annot: PDFDict, appearance: PDFRef) {
  const rect = rectOf(annot.lookupMaybe(NAME.Rect, PDFArray));
  const stream = doc.context.lookup(appearance, PDFStream);
  const bbox = rectOf(stream.dict.lookupMaybe(NAME.BBox, PDFArray));
  if (!rect || !bbox || !(rect.width > 0 && rect.height > 0)) return;
  const m = numbers(stream.dict.lookupMaybe(NAME.Matrix, PDFArray));
  const [a, b, c, d, e, f]: Matrix = m.length === 6 ? (m as Matrix) : [1, 0, 0, 1, 0, 0];
  const corners = [
    [bbox.x, bbox.y],
    [bbox.x + bbox.width, bbox.y],
    [bbox.x, bbox.y + bbox.height],
    [bbox.x + bbox.width, bbox.y + bbox.height],
  ].map(([x = 0, y = 0]) => [a * x + c * y + e, b * x + d * y + f] as const);
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const [minX, minY] = [Math.min(...xs), Math.min(...ys)];
  const width = Math.max(...xs) - minX;
  const height = Math.max(...ys) - minY;
  if (!(width > 0 && height > 0)) return;
  const sx = rect.width / width;
  const sy = rect.height / height;
  const name = page.node.newXObject('Flat', appearance);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(sx, 0, 0, sy, rect.x - minX * sx, rect.y - minY * sy),
    drawObject(name),
    popGraphicsState(),
  );
}

/** What becomes of an annotation: kept as it is, or drawn (when shown) and taken off the page. */
function flattens(doc: PDFDocument, annot: PDFDict): boolean {
  const subtype = annot.lookupMaybe(NAME.Subtype, PDFName)?.asString();
  if (subtype === '/Link' || subtype === '/Popup') return false;
  if (subtype === '/Widget') return fieldType(annot) !== SIG;
  return normalAppearance(doc, annot) !== undefined;
}

/** Draws and takes off the page its annotations that flatten; true when there were any. */
function flattenPage(doc: PDFDocument, page: PDFPage): boolean {
  const annots = page.node.lookupMaybe(NAME.Annots, PDFArray);
  if (!annots) return false;
  const entries = annots.asArray().map((entry, i) => ({ entry, annot: annots.lookup(i) }));
  const removed = new Set<PDFObject>();
  for (const { entry, annot } of entries) {
    try {
      if (!(annot instanceof PDFDict) || !flattens(doc, annot)) continue;
      const flags = annot.lookupMaybe(NAME.F, PDFNumber)?.asNumber() ?? 0;
      const appearance = normalAppearance(doc, annot);
      if (appearance && !(flags & (HIDDEN | NO_VIEW))) drawAppearance(doc, page, annot, appearance);
      removed.add(entry);
    } catch {
      // An entry of the wrong type somewhere in it (a broken file): the annotation stays as it is.
    }
  }
  if (removed.size === 0) return false;
  // A popup goes with the annotation it belongs to.
  const kept = entries.filter(({ entry, annot }) => {
    if (removed.has(entry)) return false;
    const parent = annot instanceof PDFDict ? annot.get(NAME.Parent) : undefined;
    return !(parent && removed.has(parent));
  });
  page.node.set(NAME.Annots, doc.context.obj(kept.map(({ entry }) => entry)));
  return true;
}

/** Gives an appearance to the fields that need one (their value would not show otherwise). */
function makeAppearances(doc: PDFDocument, acroForm: PDFDict) {
  const all = acroForm.lookupMaybe(NAME.NeedAppearances, PDFBool)?.asBoolean() === true;
  try {
    const form = doc.getForm();
    for (const field of form.getFields()) {
      if (field instanceof PDFSignature) continue;
      try {
        if (all || field.needsAppearancesUpdate()) field.defaultUpdateAppearances(form.getDefaultFont());
      } catch {
        // A value Helvetica cannot write, a broken field: it is flattened with what it has.
      }
    }
  } catch {
    // pdf-lib cannot read this form's fields: each widget is flattened with what it has.
  }
}

/** Flattens the form and the annotations of `pages` (the original's); a PDF with neither is left as it is. */
export function flattenForms(doc: PDFDocument, pages: PDFPage[]): void {
  const acroForm = doc.catalog.lookupMaybe(NAME.AcroForm, PDFDict);
  const fields = acroForm?.lookupMaybe(NAME.Fields, PDFArray);
  const signatures = fields?.asArray().filter((_, i) => {
    const field = fields.lookup(i);
    return field instanceof PDFDict && holdsSignature(field);
  });
  const formChanges =
    acroForm && (acroForm.has(NAME.XFA) || (fields && signatures?.length !== fields.size()));
  if (acroForm && formChanges) {
    // pdf-lib does not read XFA (and a reader that does would show it instead of the pages).
    acroForm.delete(NAME.XFA);
    makeAppearances(doc, acroForm);
  }
  let changed = false;
  for (const page of pages) changed = flattenPage(doc, page) || changed;
  if (acroForm && (formChanges || changed)) {
    acroForm.set(NAME.Fields, doc.context.obj(signatures ?? []));
    acroForm.delete(NAME.NeedAppearances);
  }
}
