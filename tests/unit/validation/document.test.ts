import { describe, expect, it } from 'vitest';
import {
  documentKind,
  hasOnlyDigits,
  isValidDocument,
  onlyDigits,
  stripDocumentMask,
} from '../../../common/validation';

describe('onlyDigits', () => {
  it.each([
    ['529.982.247-25', '52998224725'],
    ['R$ 1.234,56', '123456'],
    ['12ABC34501DE35', '123450135'],
    ['abc', ''],
    ['', ''],
    ['٥٢٩', ''], // only ASCII digits count
  ])('%j → %j', (value, expected) => {
    expect(onlyDigits(value)).toBe(expected);
  });
});

describe('stripDocumentMask', () => {
  it.each([
    ['529.982.247-25', '52998224725'],
    ['11.222.333/0001-81', '11222333000181'],
    ['12.ABC.345/01DE-35', '12ABC34501DE35'],
    [' 12 abc 345 ', '12abc345'], // letters kept as typed
    ['12_34', '12_34'], // other characters are not mask
  ])('%j → %j', (value, expected) => {
    expect(stripDocumentMask(value)).toBe(expected);
  });
});

describe('hasOnlyDigits', () => {
  it.each([
    ['12345', 5, true],
    ['12 345', 5, true],
    [' 1 2 3 4 5 ', 5, true],
    ['1234', 5, false],
    ['123456', 5, false],
    ['12a45', 5, false],
    ['12.34', 4, false],
    ['12.34', 5, false],
    ['-1234', 5, false],
  ] as const)('(%j, %i) → %s', (value, length, expected) => {
    expect(hasOnlyDigits(value, length)).toBe(expected);
  });
});

describe('documentKind', () => {
  it.each([
    ['123.456.789-09', 'cpf'], // masked CPF, 14 characters
    ['12345678909', 'cpf'],
    ['12.345.678/0001-95', 'cnpj'], // masked CNPJ, 18 characters
    ['12345678000195', 'cnpj'], // raw CNPJ: 14 characters, the case a literal "< 15" would misroute
    ['12ABC34501DE35', 'cnpj'],
    ['12.ABC.345/01DE-35', 'cnpj'],
    ['', 'cpf'],
  ] as const)('%j → %s', (value, expected) => {
    expect(documentKind(value)).toBe(expected);
  });
});

describe('isValidDocument', () => {
  it.each([
    '529.982.247-25',
    '52998224725',
    '12.345.678/0001-95',
    '12345678000195',
    '11.444.777/0001-61',
    '12ABC34501DE35',
    '12.abc.345/01de-35',
  ])('accepts %j', (value) => {
    expect(isValidDocument(value)).toBe(true);
  });

  it.each([
    '529.982.247-24', // CPF, wrong check digit
    '00000000000', // CPF, repeated
    '12.345.678/0001-96', // CNPJ, wrong check digit
    '00000000000000', // CNPJ, repeated
    '12ABC34501DE36', // alphanumeric CNPJ, wrong check digit
    '5299822472', // 10 digits
    '529982247250', // 12 digits: routed to the CNPJ rule and too short for it
    'abc',
    '',
  ])('rejects %j', (value) => {
    expect(isValidDocument(value)).toBe(false);
  });
});
