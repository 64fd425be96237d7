// Reading a PDF's Document Security Store (PAdES B-LT: /DSS in the catalog, with /Certs, /OCSPs and
// /CRLs arrays of DER streams) as of any revision, and telling whether the updates at the end of
// a file only add validation material (a DSS), which may follow the last signature without
// breaking the seal.
//
// The verifier is synchronous and must read broken files, so this is a small reader of its own and
// not pdf-lib (whose loading is asynchronous): the cross-reference sections from `startxref` back
// through /Prev (tables and streams, compressed objects included), and only the objects the
// catalog leads to. When the cross-references cannot be read, the objects are found by scanning.
import { inflateSync } from 'node:zlib';

type PdfValue = number | boolean | null | PdfName | PdfRef | PdfString | PdfDict | PdfValue[];
interface PdfName {
  kind: 'name';
  name: string;
}
interface PdfRef {
  kind: 'ref';
  num: number;
  gen: number;
}
interface PdfString {
  kind: 'string';
  text: string;
}
interface PdfDict {
  kind: 'dict';
  entries: Map<string, PdfValue>;
}

interface PdfObject {
  value: PdfValue;
  /** A stream's raw (still encoded) bytes. */
  stream: Buffer | null;
}

type Entry =
  | { kind: 'offset'; offset: number }
  | { kind: 'compressed'; container: number; index: number }
  | { kind: 'free' };

interface Section {
  /** Where the section starts (its `xref` keyword or its stream object). */
  offset: number;
  trailer: PdfDict;
  entries: Map<number, Entry>;
}

/** The validation material of a DSS: DER certificates, complete OCSP responses, CRLs. */
export interface Dss {
  certs: Buffer[];
  ocsps: Buffer[];
  crls: Buffer[];
}

const MAX_DEPTH = 64;
const MAX_SECTIONS = 4096;

const SPACES = new Set([0x20, 0x0a, 0x0d, 0x09, 0x0c, 0x00]);
const DELIMITERS = new Set([...'()<>[]/%'].map((c) => c.charCodeAt(0)));
const isSpace = (c: number | undefined) => c !== undefined && SPACES.has(c);
const isDelimiter = (c: number | undefined) => c !== undefined && DELIMITERS.has(c);
const isDict = (v: PdfValue | undefined): v is PdfDict =>
  typeof v === 'object' && v !== null && 'kind' in v && v.kind === 'dict';
const isRef = (v: PdfValue | undefined): v is PdfRef =>
  typeof v === 'object' && v !== null && 'kind' in v && v.kind === 'ref';
const nameOf = (v: PdfValue | undefined) =>
  typeof v === 'object' && v !== null && 'kind' in v && v.kind === 'name' ? v.name : null;

/** A tokenizer and value parser over the file's bytes (syntax of ISO 32000 §7.2–7.3). */
class Lexer {
  constructor(
    private readonly pdf: Buffer,
    public pos: number,
  ) {}

  skip() {
    for (;;) {
      while (isSpace(this.pdf[this.pos])) this.pos++;
      if (this.pdf[this.pos] !== 0x25) return;
      while (this.pos < this.pdf.length && this.pdf[this.pos] !== 0x0a && this.pdf[this.pos] !== 0x0d)
        this.pos++;
    }
  }

  /** A regular token (a number, a keyword) at the position, without moving. */
  peekWord(): string {
    this.skip();
    let end = this.pos;
    while (end < this.pdf.length && !isSpace(this.pdf[end]) && !isDelimiter(this.pdf[end])) end++;
    return this.pdf.toString('latin1', this.pos, end);
  }

  word(): string {
    const w = this.peekWord();
    this.pos += w.length;
    return w;
  }

  value(depth = 0): PdfValue {
    if (depth > MAX_DEPTH) throw new Error('Nested too deep');
    this.skip();
    const c = this.pdf[this.pos];
    if (c === undefined) throw new Error('Unexpected end');
    if (c === 0x2f) {
      this.pos++;
      return { kind: 'name', name: this.word() };
    }
    if (c === 0x3c && this.pdf[this.pos + 1] === 0x3c) return this.dict(depth);
    if (c === 0x3c) {
      const end = this.pdf.indexOf(0x3e, this.pos);
      if (end < 0) throw new Error('Unterminated hex string');
      const text = this.pdf.toString('latin1', this.pos + 1, end).replace(/\s+/g, '');
      this.pos = end + 1;
      return { kind: 'string', text: `<${text.toLowerCase()}>` };
    }
    if (c === 0x28) return this.literal();
    if (c === 0x5b) {
      this.pos++;
      const items: PdfValue[] = [];
      for (;;) {
        this.skip();
        if (this.pdf[this.pos] === 0x5d) {
          this.pos++;
          return items;
        }
        items.push(this.value(depth + 1));
      }
    }
    const w = this.word();
    if (w === 'true' || w === 'false') return w === 'true';
    if (w === 'null') return null;
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(w)) throw new Error(`Unexpected token ${w.slice(0, 20)}`);
    const n = Number(w);
    // "num gen R": an indirect reference.
    if (/^\d+$/.test(w)) {
      const back = this.pos;
      const gen = this.word();
      if (/^\d+$/.test(gen) && this.word() === 'R') return { kind: 'ref', num: n, gen: Number(gen) };
      this.pos = back;
    }
    return n;
  }

  private dict(depth: number): PdfDict {
    this.pos += 2;
    const entries = new Map<string, PdfValue>();
    for (;;) {
      this.skip();
      if (this.pdf[this.pos] === 0x3e && this.pdf[this.pos + 1] === 0x3e) {
        this.pos += 2;
        return { kind: 'dict', entries };
      }
      const key = this.value(depth + 1);
      const name = nameOf(key);
      if (name === null) throw new Error('Dictionary key is not a name');
      entries.set(name, this.value(depth + 1));
    }
  }

  private literal(): PdfString {
    let level = 0;
    const start = this.pos;
    for (; this.pos < this.pdf.length; this.pos++) {
      const c = this.pdf[this.pos];
      if (c === 0x5c) this.pos++;
      else if (c === 0x28) level++;
      else if (c === 0x29 && --level === 0) {
        this.pos++;
        return { kind: 'string', text: this.pdf.toString('latin1', start, this.pos) };
      }
    }
    throw new Error('Unterminated string');
  }
}

/** A value written canonically, to compare two versions of a dictionary. */
function show(v: PdfValue): string {
  if (v === null || typeof v !== 'object') return String(v);
  if (Array.isArray(v)) return `[${v.map(show).join(' ')}]`;
  if (v.kind === 'name') return `/${v.name}`;
  if (v.kind === 'ref') return `${v.num} ${v.gen} R`;
  if (v.kind === 'string') return v.text;
  return `<<${[...v.entries].map(([k, x]) => `/${k} ${show(x)}`).join(' ')}>>`;
}

/** PNG predictors (/Predictor 10–15), which cross-reference streams often use. */
function unpredict(data: Buffer, columns: number): Buffer {
  const row = columns + 1;
  const out = Buffer.alloc(Math.floor(data.length / row) * columns);
  for (let r = 0; r * row + row <= data.length; r++) {
    const type = data[r * row];
    for (let i = 0; i < columns; i++) {
      const raw = data[r * row + 1 + i] ?? 0;
      const left = i > 0 ? (out[r * columns + i - 1] ?? 0) : 0;
      const up = r > 0 ? (out[(r - 1) * columns + i] ?? 0) : 0;
      const corner = r > 0 && i > 0 ? (out[(r - 1) * columns + i - 1] ?? 0) : 0;
      let add = 0;
      if (type === 1) add = left;
      else if (type === 2) add = up;
      else if (type === 3) add = (left + up) >> 1;
      else if (type === 4) {
        const p = left + up - corner;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - corner)];
        add = pa <= pb && pa <= pc ? left : pb <= pc ? up : corner;
      }
      out[r * columns + i] = (raw + add) & 0xff;
    }
  }
  return out;
}

/** A stream's data decoded: unfiltered or FlateDecode (with PNG predictors); null for another filter. */
function decode(dict: PdfDict, raw: Buffer): Buffer | null {
  const filter = dict.entries.get('Filter');
  const filters = (Array.isArray(filter) ? filter : filter === undefined ? [] : [filter]).map(nameOf);
  if (filters.length === 0) return raw;
  if (filters.length !== 1 || filters[0] !== 'FlateDecode') return null;
  let data: Buffer;
  try {
    data = inflateSync(raw);
  } catch {
    return null;
  }
  const parms = dict.entries.get('DecodeParms');
  const p = isDict(parms) ? parms : Array.isArray(parms) && isDict(parms[0]) ? parms[0] : null;
  const predictor = p?.entries.get('Predictor');
  if (typeof predictor !== 'number' || predictor < 10)
    return predictor === undefined || predictor === 1 ? data : null;
  const columns = p?.entries.get('Columns');
  return unpredict(data, typeof columns === 'number' ? columns : 1);
}

/** The objects of one revision of a file: its sections, newest first, or a scan of the bytes. */
class Revision {
  private readonly scanned: Map<number, number> | null;

  constructor(
    private readonly pdf: Buffer,
    readonly sections: Section[],
    /** The revision ends here (a scan looks no further). */
    private readonly end: number,
  ) {
    this.scanned = sections.length ? null : scanObjects(pdf, end);
  }

  /** The newest trailer's /Root; when scanning, the last /Root written before the end. */
  root(): PdfRef | null {
    if (this.sections.length) {
      const root = this.sections.find((s) => s.trailer.entries.has('Root'))?.trailer.entries.get('Root');
      return isRef(root) ? root : null;
    }
    const text = this.pdf.toString('latin1', Math.max(0, this.end - 1024 * 1024), this.end);
    const all = [...text.matchAll(/\/Root\s+(\d+)\s+(\d+)\s+R/g)];
    const last = all.at(-1);
    return last ? { kind: 'ref', num: Number(last[1]), gen: Number(last[2]) } : null;
  }

  entry(num: number): Entry | null {
    if (this.scanned) {
      const offset = this.scanned.get(num);
      return offset === undefined ? null : { kind: 'offset', offset };
    }
    for (const section of this.sections) {
      const entry = section.entries.get(num);
      if (entry) return entry;
    }
    return null;
  }

  object(num: number, depth = 0): PdfObject | null {
    const entry = this.entry(num);
    if (!entry || entry.kind === 'free' || depth > 8) return null;
    try {
      if (entry.kind === 'offset') return this.objectAt(entry.offset, depth, num);
      const container = this.object(entry.container, depth + 1);
      if (!container?.stream || !isDict(container.value)) return null;
      const data = decode(container.value, container.stream);
      const first = container.value.entries.get('First');
      if (!data || typeof first !== 'number') return null;
      const header = new Lexer(data, 0);
      for (let i = 0; i <= entry.index; i++) {
        const n = header.value();
        const offset = header.value();
        if (i === entry.index && n === num && typeof offset === 'number')
          return { value: new Lexer(data, first + offset).value(), stream: null };
      }
      return null;
    } catch {
      return null;
    }
  }

  /** "num gen obj value [stream … endstream]" at `offset` (object `num` when given). */
  objectAt(offset: number, depth = 0, num?: number): PdfObject {
    const lexer = new Lexer(this.pdf, offset);
    const written = Number(lexer.word());
    lexer.word();
    if (lexer.word() !== 'obj' || (num !== undefined && written !== num))
      throw new Error('No such object here');
    const value = lexer.value();
    if (!isDict(value) || lexer.peekWord() !== 'stream') return { value, stream: null };
    lexer.word();
    if (this.pdf[lexer.pos] === 0x0d) lexer.pos++;
    if (this.pdf[lexer.pos] === 0x0a) lexer.pos++;
    const start = lexer.pos;
    let length = value.entries.get('Length');
    if (isRef(length)) length = depth < 8 ? (this.object(length.num, depth + 1)?.value ?? null) : null;
    let end = typeof length === 'number' ? start + length : -1;
    // A wrong /Length: the data ends where "endstream" is.
    if (
      end < start ||
      end > this.pdf.length ||
      !/^\s*endstream/.test(this.pdf.toString('latin1', end, end + 32))
    ) {
      end = this.pdf.indexOf('endstream', start);
      if (end < 0) throw new Error('Unterminated stream');
      while (end > start && isSpace(this.pdf[end - 1])) end--;
    }
    return { value, stream: this.pdf.subarray(start, end) };
  }

  resolve(value: PdfValue | undefined): PdfValue | undefined {
    let v = value;
    for (let i = 0; i < 16 && isRef(v); i++) v = this.object(v.num)?.value ?? undefined;
    return v;
  }

  /** The decoded data of the stream a value refers to. */
  streamData(value: PdfValue | undefined): Buffer | null {
    if (!isRef(value)) return null;
    const object = this.object(value.num);
    return object?.stream && isDict(object.value) ? decode(object.value, object.stream) : null;
  }

  catalog(): PdfDict | null {
    const root = this.root();
    const catalog = root ? this.resolve(root) : undefined;
    return isDict(catalog) ? catalog : null;
  }
}

/** Where each object is written, by its last "num gen obj" before `end` (for files whose cross-references are broken). */
function scanObjects(pdf: Buffer, end: number): Map<number, number> {
  const found = new Map<number, number>();
  const text = pdf.toString('latin1', 0, end);
  for (const m of text.matchAll(/(?<![\d.])(\d+)\s+(\d+)\s+obj\b/g)) found.set(Number(m[1]), m.index);
  return found;
}

function tableSection(pdf: Buffer, offset: number): Section {
  const lexer = new Lexer(pdf, offset);
  lexer.word(); // xref
  const entries = new Map<number, Entry>();
  for (;;) {
    const first = lexer.peekWord();
    if (first === 'trailer') break;
    lexer.word();
    const countText = lexer.word();
    if (!/^\d+$/.test(first) || !/^\d+$/.test(countText)) throw new Error('Bad xref table');
    const start = Number(first);
    const count = Number(countText);
    for (let i = 0; i < count; i++) {
      const at = Number(lexer.word());
      lexer.word();
      const type = lexer.word();
      if (type !== 'n' && type !== 'f') throw new Error('Bad xref entry');
      if (!entries.has(start + i))
        entries.set(start + i, type === 'n' ? { kind: 'offset', offset: at } : { kind: 'free' });
    }
  }
  lexer.word();
  const trailer = lexer.value();
  if (!isDict(trailer)) throw new Error('No trailer');
  return { offset, trailer, entries };
}

function streamSection(pdf: Buffer, offset: number): Section {
  const object = new Revision(pdf, [], 0).objectAt(offset);
  const dict = object.value;
  if (!isDict(dict) || nameOf(dict.entries.get('Type')) !== 'XRef' || !object.stream)
    throw new Error('No xref stream');
  const data = decode(dict, object.stream);
  const widths = dict.entries.get('W');
  if (!data || !Array.isArray(widths) || widths.length !== 3 || !widths.every((w) => typeof w === 'number'))
    throw new Error('Bad xref stream');
  const [w0, w1, w2] = widths as [number, number, number];
  const size = dict.entries.get('Size');
  const index = dict.entries.get('Index');
  const ranges = (Array.isArray(index) ? index : [0, typeof size === 'number' ? size : 0]).filter(
    (n): n is number => typeof n === 'number',
  );
  const field = (at: number, width: number) => {
    let n = 0;
    for (let i = 0; i < width; i++) n = n * 256 + (data[at + i] ?? 0);
    return n;
  };
  const entries = new Map<number, Entry>();
  const rowWidth = w0 + w1 + w2;
  let row = 0;
  for (let r = 0; r + 1 < ranges.length; r += 2) {
    const start = ranges[r] ?? 0;
    for (let i = 0; i < (ranges[r + 1] ?? 0) && (row + 1) * rowWidth <= data.length; i++, row++) {
      const at = row * rowWidth;
      const type = w0 ? field(at, w0) : 1;
      const a = field(at + w0, w1);
      const b = field(at + w0 + w1, w2);
      const entry: Entry =
        type === 1
          ? { kind: 'offset', offset: a }
          : type === 2
            ? { kind: 'compressed', container: a, index: b }
            : { kind: 'free' };
      if (!entries.has(start + i)) entries.set(start + i, entry);
    }
  }
  return { offset, trailer: dict, entries };
}

/** Every cross-reference section from the last `startxref` before `end`, newest first ([] when unreadable). */
function sectionsBefore(pdf: Buffer, end: number): Section[] {
  const tail = pdf.toString('latin1', Math.max(0, end - 2048), end);
  const startxref = [...tail.matchAll(/startxref\s+(\d+)/g)].at(-1);
  const sections: Section[] = [];
  const seen = new Set<number>();
  let offset: number | null = startxref ? Number(startxref[1]) : null;
  try {
    while (offset !== null && offset < end && !seen.has(offset) && sections.length < MAX_SECTIONS) {
      seen.add(offset);
      const isTable = pdf.toString('latin1', offset, offset + 4) === 'xref';
      const section = isTable ? tableSection(pdf, offset) : streamSection(pdf, offset);
      sections.push(section);
      // A hybrid file's table has its compressed objects in the stream /XRefStm names.
      const hybrid = section.trailer.entries.get('XRefStm');
      if (isTable && typeof hybrid === 'number' && !seen.has(hybrid)) {
        seen.add(hybrid);
        const extra = streamSection(pdf, hybrid);
        for (const [num, entry] of extra.entries)
          if (!section.entries.has(num)) section.entries.set(num, entry);
      }
      const prev = section.trailer.entries.get('Prev');
      offset = typeof prev === 'number' ? prev : null;
    }
  } catch {
    return [];
  }
  return sections;
}

/** The revision of the file that ends at `end` (its whole length by default). */
const revisionAt = (pdf: Buffer, end = pdf.length) => new Revision(pdf, sectionsBefore(pdf, end), end);

function streamsOf(revision: Revision, array: PdfValue | undefined): PdfRef[] {
  const items = revision.resolve(array);
  return Array.isArray(items) ? items.filter(isRef) : [];
}

/**
 * The DSS of the revision ending at `end` (the whole file by default): the catalog's /DSS streams,
 * each once, those of its /VRI entries included; null when the catalog has no DSS.
 */
export function readDss(pdf: Buffer, end = pdf.length): Dss | null {
  try {
    const revision = revisionAt(pdf, end);
    const dss = revision.resolve(revision.catalog()?.entries.get('DSS'));
    if (!isDict(dss)) return null;
    const refs = {
      certs: new Map<number, PdfRef>(),
      ocsps: new Map<number, PdfRef>(),
      crls: new Map<number, PdfRef>(),
    };
    const collect = (dict: PdfDict, keys: [string, string, string]) => {
      const [certs, ocsps, crls] = keys;
      for (const r of streamsOf(revision, dict.entries.get(certs))) refs.certs.set(r.num, r);
      for (const r of streamsOf(revision, dict.entries.get(ocsps))) refs.ocsps.set(r.num, r);
      for (const r of streamsOf(revision, dict.entries.get(crls))) refs.crls.set(r.num, r);
    };
    collect(dss, ['Certs', 'OCSPs', 'CRLs']);
    const vri = revision.resolve(dss.entries.get('VRI'));
    if (isDict(vri))
      for (const entry of vri.entries.values()) {
        const item = revision.resolve(entry);
        if (isDict(item)) collect(item, ['Cert', 'OCSP', 'CRL']);
      }
    const data = (m: Map<number, PdfRef>) =>
      [...m.values()].flatMap((r) => {
        const bytes = revision.streamData(r);
        return bytes ? [bytes] : [];
      });
    return { certs: data(refs.certs), ocsps: data(refs.ocsps), crls: data(refs.crls) };
  } catch {
    return null;
  }
}

/** The object numbers a value refers to, and those its dictionaries and arrays refer to in turn. */
function refsUnder(revision: Revision, value: PdfValue | undefined, into: Set<number>, depth = 0) {
  if (depth > 4 || value === undefined) return;
  if (isRef(value)) {
    if (into.has(value.num)) return;
    into.add(value.num);
    const object = revision.object(value.num);
    if (object && !object.stream) refsUnder(revision, object.value, into, depth + 1);
  } else if (Array.isArray(value)) {
    for (const item of value) refsUnder(revision, item, into, depth + 1);
  } else if (isDict(value)) {
    for (const item of value.entries.values()) refsUnder(revision, item, into, depth + 1);
  }
}

/** Catalog entries a validation update may add or change. */
const VALIDATION_KEYS = new Set(['DSS', 'Extensions']);

/**
 * The bytes from `from` to the end of the file are incremental updates that only add validation
 * material: every object they write is new, or the catalog changed only in /DSS (and /Extensions),
 * or the earlier DSS, or the document information; they free nothing, and the last catalog has a DSS.
 */
export function onlyValidationAfter(pdf: Buffer, from: number): boolean {
  try {
    const all = sectionsBefore(pdf, pdf.length);
    const first = all.findIndex((s) => s.offset < from);
    const updates = all.slice(0, first);
    const before = all.slice(first);
    if (first < 1 || before.some((s) => s.offset >= from)) return false;
    const prior = new Revision(pdf, before, from);
    const now = new Revision(pdf, all, pdf.length);
    const root = prior.root();
    const rootNow = now.root();
    if (!root || !rootNow || root.num !== rootNow.num || root.gen !== rootNow.gen) return false;
    const size = before[0]?.trailer.entries.get('Size');
    if (typeof size !== 'number') return false;
    const was = prior.catalog();
    const is = now.catalog();
    const info = (r: Revision) =>
      r.sections.find((s) => s.trailer.entries.has('Info'))?.trailer.entries.get('Info');
    // Objects that may be written again: the document information, and the earlier DSS's own.
    const rewritable = new Set([info(prior), info(now)].filter(isRef).map((r) => r.num));
    if (was) refsUnder(prior, was.entries.get('DSS'), rewritable);

    for (const section of updates)
      for (const [num, entry] of section.entries) {
        if (num === 0 || num >= size || rewritable.has(num) || (num === root.num && entry.kind !== 'free'))
          continue;
        return false;
      }
    if (!was || !is || !isDict(now.resolve(is.entries.get('DSS')))) return false;
    const others = (d: PdfDict) =>
      [...d.entries]
        .filter(([k]) => !VALIDATION_KEYS.has(k))
        .map(([k, v]) => `/${k} ${show(v)}`)
        .sort()
        .join(' ');
    return others(was) === others(is);
  } catch {
    return false;
  }
}
