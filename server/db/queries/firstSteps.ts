// The guided start's SQL: whether the company has done each of its first steps, in one round trip
// of EXISTS probes (each stops at the first row it finds).
import { sql } from 'drizzle-orm';
import type { FirstStepsView } from '../../../common/schemas/firstSteps.js';
import type { Db } from '../client.js';
import { selectRows } from '../raw.js';
import { arquivos, devices, invites, usuarioEmpresa } from '../schema.js';

export async function firstStepsOf(db: Db, empresaId: number): Promise<FirstStepsView> {
  const [row] = await selectRows<FirstStepsView>(
    db,
    sql`select
      exists (select 1 from ${arquivos} where ${arquivos.empresaId} = ${empresaId}
        and ${arquivos.enviadoEm} is not null) as documento_enviado,
      exists (select 1 from ${arquivos} where ${arquivos.empresaId} = ${empresaId}
        and ${arquivos.deletedAt} is null and ${arquivos.purgedAt} is null) as documento_carregado,
      exists (select 1 from ${devices} where ${devices.empresaId} = ${empresaId}
        and ${devices.deletedAt} is null and ${devices.state} = 'open') as whatsapp_conectado,
      (select ${devices.id} from ${devices} where ${devices.empresaId} = ${empresaId}
        and ${devices.deletedAt} is null and ${devices.state} <> 'open'
        order by ${devices.id} desc limit 1) as dispositivo_pendente,
      exists (select 1 from ${invites} where ${invites.empresaId} = ${empresaId}
        and ${invites.cancelledAt} is null)
        or (select count(*) from (select 1 from ${usuarioEmpresa}
          where ${usuarioEmpresa.empresaId} = ${empresaId} limit 2) two) >= 2 as equipe_convidada`,
  );
  if (!row) throw new Error('first steps: no row');
  return {
    documento_enviado: Boolean(row.documento_enviado),
    documento_carregado: Boolean(row.documento_carregado),
    whatsapp_conectado: Boolean(row.whatsapp_conectado),
    dispositivo_pendente: row.dispositivo_pendente === null ? null : Number(row.dispositivo_pendente),
    equipe_convidada: Boolean(row.equipe_convidada),
  };
}
