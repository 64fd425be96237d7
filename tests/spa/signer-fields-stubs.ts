// A stand-in for the mark adoption dialog (src/components/signature/AdoptMarkDialog, tested on its
// own) for the signer-fields tests: buttons that adopt a drawn PNG (kept in the profile or not) or
// the profile's saved mark through the caller's functions, and that close it; what it was given
// (the kind, the name, whether it may save to the profile) in data attributes. Used as
// vi.mock('…/AdoptMarkDialog', () => import('./signer-fields-stubs')).
import { createElement } from 'react';
import type { AdoptMarkDialogProps } from '../../src/components/signature/AdoptMarkDialog';

const png = () => new Blob(['png'], { type: 'image/png' });

export default function AdoptMarkDialogStub(p: AdoptMarkDialogProps) {
  const { adoptSaved } = p;
  const adopt = (save: boolean) => () =>
    void p.adopt(png(), 'desenho', save).then(p.onAdopted, () => undefined);
  const button = (testId: string, onClick: () => void) =>
    createElement('button', { type: 'button', 'data-testid': testId, onClick });
  return createElement(
    'div',
    {
      role: 'dialog',
      'data-testid': 'adopt-mark-dialog',
      'data-tipo': p.tipo,
      'data-nome': p.nome,
      'data-can-save': String(Boolean(p.canSaveToProfile)),
    },
    button('adopt-draw', adopt(false)),
    button('adopt-draw-save', adopt(true)),
    adoptSaved && button('adopt-saved', () => void adoptSaved().then(p.onAdopted)),
    button('adopt-close', p.onClose),
  );
}
