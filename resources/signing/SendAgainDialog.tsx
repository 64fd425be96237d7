// "Enviar novamente" from the vault's file menu: reads the file's denied, cancelled or expired
// process, then opens the request dialog prefilled with it (a new round of the same file).
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useRef, useState } from 'react';
import { type SigningProcess, signingApi } from '../../src/providers/signingApi';
import type { FileView } from '../../src/providers/vaultApi';
import { RequestSignaturesDialog } from './RequestSignaturesDialog';
import { useRoundsT } from './useRoundsT';

interface Props {
  /** With its MIME type when known (a PDF sent again offers its fields step without asking). */
  file: Pick<FileView, 'id' | 'nome'> & Partial<Pick<FileView, 'mime'>>;
  onClose(): void;
  onSent(): void;
}

export function SendAgainDialog({ file, onClose, onSent }: Props) {
  const rt = useRoundsT();
  const [process, setProcess] = useState<SigningProcess | null>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    let live = true;
    signingApi.process(file.id).then(
      (p) => live && setProcess(p),
      () => live && close.current(),
    );
    return () => {
      live = false;
    };
  }, [file.id]);

  if (!process)
    return (
      <Dialog open onClose={onClose} aria-label={rt('send_again_title')}>
        <DialogContent>
          <LinearProgress aria-label={rt('send_again_title')} />
        </DialogContent>
      </Dialog>
    );
  return <RequestSignaturesDialog file={file} previous={process} onClose={onClose} onSent={onSent} />;
}
