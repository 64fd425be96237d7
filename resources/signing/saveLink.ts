// Saves what a signed link points at under a file name, the way a download link would (no new tab).
export function saveLink(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** The sealed PDF's name: contrato.docx → contrato-assinado.pdf (or -certificado.pdf alone). */
export function sealedName(nome: string, certificateOnly: boolean): string {
  const dot = nome.lastIndexOf('.');
  const stem = dot > 0 ? nome.slice(0, dot) : nome;
  return `${stem}-${certificateOnly ? 'certificado' : 'assinado'}.pdf`;
}
