// What the request dialog offers its rows: the company's users (for company signatories), whether
// anyone but the sender is among them (if not, rows start as external people), and the company's
// devices for WhatsApp, listed once a row uses it (again when one may have been added from the
// dialog; one connected there is offered at once).
import { useCallback, useEffect, useState } from 'react';
import { useGetIdentity } from 'react-admin';
import { type CompanyMember, type SenderDevice, signingApi } from '../../src/providers/signingApi';

export function useRequestChoices(needsDevices: boolean) {
  const { identity } = useGetIdentity();
  const [members, setMembers] = useState<CompanyMember[] | null>(null);
  /** The company's devices; null until a row uses WhatsApp, or when not listed to this user. */
  const [devices, setDevices] = useState<SenderDevice[] | null>(null);
  /** Bumped to list the devices again. */
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    signingApi.members().then(
      (list) => live && setMembers(list),
      () => live && setMembers([]),
    );
    return () => {
      live = false;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: round lists them again.
  useEffect(() => {
    if (!needsDevices) return;
    let live = true;
    signingApi.senderDevices().then(
      (list) => live && setDevices(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needsDevices, round]);

  return {
    members,
    devices,
    /** Known to have no active member but the sender (or none could be listed). */
    alone:
      members !== null &&
      identity !== undefined &&
      members.every((m) => String(m.id) === String(identity.id)),
    /** A device just connected from the dialog: offered at once, connected. */
    connected: useCallback((device: SenderDevice) => {
      setDevices((list) => [...(list ?? []).filter((d) => d.id !== device.id), device]);
    }, []),
    reloadDevices: useCallback(() => setRound((n) => n + 1), []),
  };
}
