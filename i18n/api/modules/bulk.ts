// API messages of the bulk send from a template (envio em lote), in both languages (same keys).
export const bulkPtBR = {
  'bulk.created':
    'Envio em lote iniciado: :validas {validas|documento será criado|documentos serão criados}.',
  'bulk.paused': 'Envio em lote pausado.',
  'bulk.resumed': 'Envio em lote retomado.',
  'bulk.cancelled': 'Envio em lote cancelado: as linhas que faltavam não serão enviadas.',
  'bulk.not_running': 'Este envio não está em andamento.',
  'bulk.not_paused': 'Este envio não está pausado.',
  'bulk.finished': 'Este envio já terminou.',
  'bulk.sheet_required': 'Escolha a planilha (CSV ou XLSX).',
  'bulk.sheet_empty':
    'O arquivo está vazio: precisa de uma linha de títulos e pelo menos uma linha de dados.',
  'bulk.sheet_no_rows': 'A planilha só tem a linha de títulos: inclua pelo menos uma linha abaixo dela.',
  'bulk.sheet_not_table':
    'O arquivo não é uma planilha: use um .csv, .xls ou .xlsx com os nomes das colunas na primeira linha e um documento por linha.',
  'bulk.too_many': 'A planilha tem :total linhas; o máximo é :max.',
  'bulk.mapping_invalid': 'O mapeamento das colunas é inválido.',
  'bulk.mapping_target': 'O modelo não tem o campo :target.',
  'bulk.mapping_column': 'A planilha não tem a coluna ":coluna".',
  'bulk.nothing_valid': 'Nenhuma linha da planilha pode ser enviada: corrija os erros e tente de novo.',
  'bulk.name_required': 'Informe o nome de :papel.',
  'bulk.email_required': ':papel recebe o documento por e-mail: informe o e-mail.',
  'bulk.phone_required': ':papel recebe o documento por WhatsApp: informe o celular.',
  'bulk.value_required': 'Informe :rotulo.',
  'bulk.duplicate_person': 'O mesmo e-mail ou celular está em dois papéis (:papel).',
  'bulk.owner_lost': 'Quem iniciou o envio não pode mais usar modelos e solicitar assinaturas nesta empresa.',
  'bulk.failed': 'Não foi possível criar o documento desta linha.',
  'bulk.cancelled_row': 'O envio foi cancelado antes desta linha.',
};

export const bulkEn: Record<keyof typeof bulkPtBR, string> = {
  'bulk.created': 'Bulk send started: :validas {validas|document will be created|documents will be created}.',
  'bulk.paused': 'Bulk send paused.',
  'bulk.resumed': 'Bulk send resumed.',
  'bulk.cancelled': 'Bulk send cancelled: the lines left will not be sent.',
  'bulk.not_running': 'This send is not running.',
  'bulk.not_paused': 'This send is not paused.',
  'bulk.finished': 'This send has already finished.',
  'bulk.sheet_required': 'Choose the spreadsheet (CSV or XLSX).',
  'bulk.sheet_empty': 'The file is empty: it needs a header row and at least one data row.',
  'bulk.sheet_no_rows': 'The spreadsheet only has the header row: add at least one row below it.',
  'bulk.sheet_not_table':
    'The file is not a spreadsheet: use a .csv, .xls or .xlsx with the column names on the first row and one document per row.',
  'bulk.too_many': 'The spreadsheet has :total rows; the maximum is :max.',
  'bulk.mapping_invalid': 'The column mapping is invalid.',
  'bulk.mapping_target': 'The template has no field :target.',
  'bulk.mapping_column': 'The spreadsheet has no column ":coluna".',
  'bulk.nothing_valid': 'No row of the spreadsheet can be sent: fix the errors and try again.',
  'bulk.name_required': 'Give the name of :papel.',
  'bulk.email_required': ':papel receives the document by e-mail: give the e-mail.',
  'bulk.phone_required': ':papel receives the document by WhatsApp: give the mobile number.',
  'bulk.value_required': 'Give :rotulo.',
  'bulk.duplicate_person': 'The same e-mail or mobile is in two roles (:papel).',
  'bulk.owner_lost':
    'Whoever started the send may no longer use templates and request signatures in this company.',
  'bulk.failed': 'The document of this row could not be created.',
  'bulk.cancelled_row': 'The send was cancelled before this row.',
};
