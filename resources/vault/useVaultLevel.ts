// Where the user stands in the vault. The server remembers the level per user and company: the
// page starts from GET /api/nivel and every move (into a folder, back, to the root) is a PUT that
// answers the new level. Only the answer to the latest move is shown; a folder gone meanwhile
// (deleted by someone else) brings back the level the server now remembers.
import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { HttpError } from '../../src/providers/http';
import { type FolderView, type LevelView, vaultApi } from '../../src/providers/vaultApi';

export interface VaultLevel {
  level: LevelView | null;
  failed: boolean;
  /** The current folder's id; null at the root (and while loading). */
  folderId: number | null;
  reload(): Promise<void>;
  open(folderId: number | null): Promise<void>;
  back(): Promise<void>;
  /** Shows a new order of the current level's folders at once (before the server confirms it). */
  setFolders(pastas: FolderView[]): void;
}

export function useVaultLevel(): VaultLevel {
  const [level, setLevel] = useState<LevelView | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const notify = useNotify();

  const go = async (call: () => Promise<LevelView>) => {
    const ticket = ++latest.current;
    try {
      const next = await call();
      if (ticket !== latest.current) return;
      setLevel(next);
      setFailed(false);
    } catch (err) {
      if (ticket !== latest.current) return;
      // A folder someone else has just deleted: say so and show where the user now stands.
      if (err instanceof HttpError && err.status === 404) {
        notify('resources.vault.folders.gone', { type: 'warning' });
        void go(vaultApi.currentLevel);
      } else setFailed(true); // Shown by the HTTP client; a first load that failed offers a retry.
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once, when the page opens.
  useEffect(() => {
    void go(vaultApi.currentLevel);
  }, []);

  const folderId = level?.nivel?.id ?? null;
  return {
    level,
    failed,
    folderId,
    reload: () => go(vaultApi.currentLevel),
    open: (id) => go(() => (id === null ? vaultApi.enterRoot() : vaultApi.enter(id, [404]))),
    back: () => go(() => (folderId === null ? vaultApi.enterRoot() : vaultApi.back(folderId, [404]))),
    setFolders: (pastas) => setLevel((l) => (l ? { ...l, pastas } : l)),
  };
}
