/** The sealed PDF's name: contrato.docx → contrato-assinado.pdf (or -certificado.pdf alone). */
export function sealedName(nome: string, certificateOnly: boolean): string {
  const dot = nome.lastIndexOf('.');
  const stem = dot > 0 ? nome.slice(0, dot) : nome;
  return `${stem}-${certificateOnly ? 'certificado' : 'assinado'}.pdf`;
}
