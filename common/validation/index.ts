export { isValidCnpj } from './cnpj';
export { MAX_INSTALLMENTS, MIN_FILTER_LENGTH, MIN_PASSWORD_LENGTH } from './constants';
export { isValidCpf } from './cpf';
export { hasOnlyDigits, onlyDigits, stripDocumentMask } from './digits';
export { type DocumentKind, documentKind, isValidDocument } from './document';
export { isValidFilterText } from './filter-text';
export { installmentLimit, splitInstallments } from './installments';
export { formatMoney, fromCents, parseMoney, toCents } from './money';
export { explainNfeKey, isValidNfeKey, type NfeKeyExplanation, type NfeKeyRule } from './nfe-key';
