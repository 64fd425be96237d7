// The guided start's steps, in order, from what the company has done (GET /api/inicio/primeiros-
// passos) and what the person may open: each done, or with the place that does it. The vault opens
// its upload on `?enviar=1` and Equipe its invite on `?convidar=1`.
import { type AccessIdentity, checkAccess } from '../../../providers/canAccess';
import type { FirstStepsView } from '../../../providers/startApi';
import { pathOf, type RouteName, routeNamed } from '../../../routes/table';

export type FirstStepId = 'document' | 'whatsapp' | 'team';

export interface FirstStep {
  id: FirstStepId;
  done: boolean;
  /** The first step left with an action: its button is the prominent one. */
  next: boolean;
  /** Where to go and the button's label (a key under the step's); none when the person may not. */
  action: { to: string; label: string } | null;
}

const path = pathOf;

export function firstStepsOf(s: FirstStepsView, who: AccessIdentity): FirstStep[] {
  /** Whether the person may open the route (holding `permission` too, when given). */
  const may = (name: RouteName, permission?: string) => {
    const route = routeNamed(name);
    return (
      checkAccess(who, route.access, route.permission).ok &&
      (!permission || checkAccess(who, route.access, permission).ok)
    );
  };
  const device = s.dispositivo_pendente;
  const plans: [FirstStepId, boolean, { to: string; label: string } | null][] = [
    [
      'document',
      s.documento_enviado,
      s.documento_carregado
        ? may('vault', 'signing.request')
          ? { to: path('vault'), label: 'choose' }
          : null
        : may('vault', 'vault.upload')
          ? { to: `${path('vault')}?enviar=1`, label: 'upload' }
          : null,
    ],
    [
      'whatsapp',
      s.whatsapp_conectado,
      device !== null
        ? may('deviceScan')
          ? { to: path('deviceScan').replace(':id', String(device)), label: 'scan' }
          : null
        : may('deviceCreate')
          ? { to: path('deviceCreate'), label: 'connect' }
          : null,
    ],
    [
      'team',
      s.equipe_convidada,
      may('team', 'users.manage') ? { to: `${path('team')}?convidar=1`, label: 'invite' } : null,
    ],
  ];
  let nextTaken = false;
  return plans.map(([id, done, action]) => {
    const next = !done && action !== null && !nextTaken;
    if (next) nextTaken = true;
    return { id, done, next, action: done ? null : action };
  });
}
