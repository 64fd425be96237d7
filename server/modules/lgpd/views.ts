// How a deletion request is shown: to its author, and to the platform administrators.
import type {
  AdminDeletionRequestView,
  DeletionRequestView,
  LgpdStatus,
} from '../../../common/schemas/lgpd.js';
import type { LgpdRequestRow, Person } from '../../db/queries/lgpd.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const requestView = (r: LgpdRequestRow): DeletionRequestView => ({
  id: r.id,
  status: r.status as LgpdStatus,
  motivo: r.motivo,
  resposta: r.resposta,
  created_at: r.createdAt.toISOString(),
  decidido_em: iso(r.decididoEm),
  cancelado_em: iso(r.canceladoEm),
});

export const adminRequestView = (
  r: LgpdRequestRow,
  people: Map<number, Person>,
): AdminDeletionRequestView => {
  const person = people.get(r.userId);
  return {
    ...requestView(r),
    user_id: r.userId,
    nome: person?.nome ?? '',
    email: person?.email ?? '',
    ambient: person?.ambient ?? null,
    decidido_por: r.decididoPor,
    decidido_por_nome: r.decididoPor === null ? null : (people.get(r.decididoPor)?.nome ?? null),
  };
};
