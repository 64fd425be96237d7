import { describe, expect, it } from 'vitest';
import { isValidDocument } from '../../common/validation';
import {
  caretFor,
  countSignificant,
  documentChars,
  maskCpf,
  maskDocument,
  maskEdit,
  maskPhone,
  phoneDigits,
} from '../../src/components/masks';

/** Types `text` one character at a time at the end of the field, as a user would. */
function typeInto(mask: (v: string) => string, text: string, start = ''): string {
  let value = start;
  for (const c of text) value = maskEdit(value, value + c, value.length + 1, mask).value;
  return value;
}

/** Presses Backspace `times` times with the caret at the end. */
function backspace(mask: (v: string) => string, start: string, times: number): string[] {
  const seen: string[] = [];
  let value = start;
  for (let i = 0; i < times; i++) {
    const next = value.slice(0, -1);
    value = maskEdit(value, next, next.length, mask).value;
    seen.push(value);
  }
  return seen;
}

describe('maskDocument: CPF', () => {
  it('formats progressively, separators only between characters', () => {
    expect(maskDocument('')).toBe('');
    expect(maskDocument('5')).toBe('5');
    expect(maskDocument('529')).toBe('529');
    expect(maskDocument('5299')).toBe('529.9');
    expect(maskDocument('529982')).toBe('529.982');
    expect(maskDocument('5299822')).toBe('529.982.2');
    expect(maskDocument('529982247')).toBe('529.982.247');
    expect(maskDocument('5299822472')).toBe('529.982.247-2');
    expect(maskDocument('52998224725')).toBe('529.982.247-25');
  });

  it('keeps the CPF layout while typing up to 11 digits', () => {
    expect(typeInto(maskDocument, '52998224725')).toBe('529.982.247-25');
    expect(isValidDocument(typeInto(maskDocument, '52998224725'))).toBe(true);
  });

  it('maskCpf accepts digits only, at most 11', () => {
    expect(maskCpf('529.982.247-25999')).toBe('529.982.247-25');
    expect(maskCpf('52a9b9')).toBe('529.9');
    expect(maskCpf('')).toBe('');
  });
});

describe('maskDocument: numeric CNPJ', () => {
  it('switches to the CNPJ layout from the 12th digit', () => {
    expect(maskDocument('112223330001')).toBe('11.222.333/0001');
    expect(maskDocument('1122233300018')).toBe('11.222.333/0001-8');
    expect(maskDocument('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('re-lays a masked CPF as a CNPJ as typing goes on, and back when deleting', () => {
    const typed = typeInto(maskDocument, '11222333000181');
    expect(typed).toBe('11.222.333/0001-81');
    expect(isValidDocument(typed)).toBe(true);
    const seen = backspace(maskDocument, typed, 3);
    expect(seen).toEqual(['11.222.333/0001-8', '11.222.333/0001', '112.223.330-00']);
  });

  it('stops at 14 characters', () => {
    expect(maskDocument('112223330001819999')).toBe('11.222.333/0001-81');
  });
});

describe('maskDocument: alphanumeric CNPJ', () => {
  it('accepts letters in the first 12 positions, upper-cased', () => {
    expect(maskDocument('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(typeInto(maskDocument, '12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(isValidDocument(maskDocument('12abc34501de35'))).toBe(true);
  });

  it('takes the CNPJ layout as soon as a letter appears', () => {
    expect(maskDocument('12A')).toBe('12.A');
    expect(maskDocument('12ABC3')).toBe('12.ABC.3');
  });

  it('accepts only digits as the two check digits', () => {
    expect(documentChars('12ABC34501DEXY35')).toBe('12ABC34501DE35');
    expect(maskDocument('12ABC34501DEX')).toBe('12.ABC.345/01DE');
  });

  it('drops anything that is not a letter or digit', () => {
    expect(maskDocument('12 ABC*345 01DE_35')).toBe('12.ABC.345/01DE-35');
    expect(maskDocument('ç12ÁBC')).toBe('12.BC');
  });
});

describe('maskPhone', () => {
  it('formats a 10-digit landline', () => {
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('113')).toBe('(11) 3');
    expect(maskPhone('113456')).toBe('(11) 3456');
    expect(maskPhone('1134567')).toBe('(11) 3456-7');
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
  });

  it('formats an 11-digit mobile', () => {
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(typeInto(maskPhone, '11987654321')).toBe('(11) 98765-4321');
  });

  it('goes back to the 10-digit layout when the 11th digit is deleted', () => {
    expect(backspace(maskPhone, '(11) 98765-4321', 1)).toEqual(['(11) 9876-5432']);
  });

  it('stops at 11 digits and drops a pasted +55', () => {
    expect(maskPhone('119876543210000')).toBe('(11) 98765-4321');
    expect(maskPhone('+55 (11) 98765-4321')).toBe('(11) 98765-4321');
    expect(phoneDigits('+55 11 3456-7890')).toBe('1134567890');
    expect(maskPhone('abc')).toBe('');
  });
});

describe('pasting masked input', () => {
  it('keeps an already masked value as it is', () => {
    for (const v of ['529.982.247-25', '11.222.333/0001-81', '12.ABC.345/01DE-35'])
      expect(maskEdit('', v, v.length, maskDocument)).toEqual({ value: v, caret: v.length });
    expect(maskEdit('', '(11) 98765-4321', 15, maskPhone).value).toBe('(11) 98765-4321');
  });

  it('re-masks foreign formats', () => {
    expect(maskDocument('529 982 247 25')).toBe('529.982.247-25');
    expect(maskDocument('11222333/0001-81')).toBe('11.222.333/0001-81');
    expect(maskDocument('12.abc.345/01de-35')).toBe('12.ABC.345/01DE-35');
    expect(maskPhone('11 98765 4321')).toBe('(11) 98765-4321');
  });

  it('pasting in the middle puts the caret after the pasted text', () => {
    // '529.|982' ← paste '99'
    const r = maskEdit('529.982', '529.99982', 6, maskDocument);
    expect(r.value).toBe('529.999.82');
    expect(r.caret).toBe(6);
  });
});

describe('deleting', () => {
  it('Backspace at the end never sticks on a separator', () => {
    expect(backspace(maskDocument, '529.982.247-25', 14)).toEqual([
      '529.982.247-2',
      '529.982.247',
      '529.982.24',
      '529.982.2',
      '529.982',
      '529.98',
      '529.9',
      '529',
      '52',
      '5',
      '',
      '',
      '',
      '',
    ]);
    expect(backspace(maskPhone, '(11) 3456-7890', 10).slice(-4)).toEqual(['(11) 3', '(11', '(1', '']);
  });

  it('Backspace right after a separator deletes the character before it', () => {
    // '529.|982' → the browser removes '.', leaving '529982' with the caret at 3
    const r = maskEdit('529.982', '529982', 3, maskDocument);
    expect(r).toEqual({ value: '529.82', caret: 2 });
    const p = maskEdit('(11) 98765-4321', '(11) 987654321', 10, maskPhone);
    expect(p).toEqual({ value: '(11) 9876-4321', caret: 9 });
  });

  it('Delete right before a separator deletes the character after it', () => {
    // '529|.982' → the browser removes '.', leaving '529982' with the caret at 3
    const r = maskEdit('529.982', '529982', 3, maskDocument, true);
    expect(r).toEqual({ value: '529.82', caret: 3 });
  });

  it('deleting in the middle keeps the caret in place', () => {
    // '529.98|2.247' → Backspace removes '8'
    const r = maskEdit('529.982.247', '529.92.247', 5, maskDocument);
    expect(r).toEqual({ value: '529.922.47', caret: 5 });
  });

  it('deleting everything empties the field', () => {
    expect(maskEdit('529.982.247-25', '', 0, maskDocument)).toEqual({ value: '', caret: 0 });
  });
});

describe('caret helpers', () => {
  it('counts significant characters and finds the caret after them', () => {
    expect(countSignificant('12.ABC.3')).toBe(6);
    expect(caretFor('12.ABC.345', 0)).toBe(0);
    expect(caretFor('12.ABC.345', 2)).toBe(2);
    expect(caretFor('12.ABC.345', 3)).toBe(4);
    expect(caretFor('12.ABC.345', 99)).toBe(10);
  });
});
