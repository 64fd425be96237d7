// Prices typed as people type them: "499" is R$ 499,00 (it used to fill from the right and mean
// R$ 4,99), "1.234,5" is R$ 1.234,50; the amount meant is shown while typing and written in full on
// leaving; "49.90" is refused with how to write it, never read as another price.
// The resource's labels, as its pages load them (resources/plans/index.ts).
import '../../resources/plans/messages';
import { createElement } from 'react';
import { Form, type FormProps } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MoneyInput } from '../../resources/plans/MoneyInput';
import { byLabel, cleanupPage, click, renderPage, settle, text, type } from './messages-render';
import { waitFor } from './waitFor';

afterEach(cleanupPage);

async function renderForm(record: { valor?: number } = {}) {
  const submitted = vi.fn();
  const form: FormProps = {
    record,
    onSubmit: submitted,
    children: [
      createElement(MoneyInput, { key: 'valor', source: 'valor', label: 'Valor' }),
      createElement('button', { key: 'save', type: 'submit' }, 'Salvar'),
    ],
  };
  await renderPage(createElement(Form, form));
  const input = byLabel('Valor') as HTMLInputElement;
  return { submitted, input };
}
const focus = async (el: HTMLElement) => {
  el.focus();
  await settle();
};
const blur = async (el: HTMLElement) => {
  el.blur();
  await settle();
};
const save = () => click([...document.querySelectorAll('button')].find((b) => b.textContent === 'Salvar')!);

describe('money input', () => {
  it('"499" is R$ 499,00: said while typing, written in full on leaving, saved as 499', async () => {
    const { submitted, input } = await renderForm();
    await focus(input);
    await type(input, '499');
    expect(input.value).toBe('499');
    expect(text()).toContain('R$ 499,00');
    await blur(input);
    expect(input.value).toBe('499,00');
    await save();
    await waitFor(() => submitted.mock.calls.length > 0, 'the submit');
    expect(submitted.mock.calls[0]?.[0]).toEqual({ valor: 499 });
  });

  it('reads the centavos after the comma and the dots between thousands', async () => {
    const { submitted, input } = await renderForm();
    for (const [typed, shown] of [
      ['49,9', '49,90'],
      ['1.234,5', '1.234,50'],
      ['R$ 2.500', '2.500,00'],
    ]) {
      await focus(input);
      await type(input, typed as string);
      await blur(input);
      expect(input.value).toBe(shown);
    }
    await save();
    await waitFor(() => submitted.mock.calls.length > 0, 'the submit');
    expect(submitted.mock.calls[0]?.[0]).toEqual({ valor: 2500 });
  });

  it('refuses "49.90" with how to write it, and does not save', async () => {
    const { submitted, input } = await renderForm();
    const message = 'Digite o valor em reais, com vírgula antes dos centavos: 499 ou 1.234,56.';
    await focus(input);
    await type(input, '49.90');
    // Said while typing, before anything is saved…
    expect(text()).toContain(message);
    await blur(input);
    expect(input.value).toBe('49.90');
    // …and as the field's error when saving is tried.
    await save();
    await waitFor(
      () => input.getAttribute('aria-invalid') === 'true' && text().includes(message),
      'the error',
    );
    expect(submitted).not.toHaveBeenCalled();
  });

  it('shows a saved price in full', async () => {
    const { input } = await renderForm({ valor: 99.9 });
    expect(input.value).toBe('99,90');
  });
});
