// GET init/client once per page load: the deployment's brand and client settings (spec §7).
import { useEffect, useState } from 'react';
import { authApi, type ClientSettings } from './authApi';

let settings: Promise<ClientSettings> | null = null;

export const clientSettings = (): Promise<ClientSettings> => {
  settings ??= authApi.initClient().catch((err) => {
    settings = null;
    throw err;
  });
  return settings;
};

export function useClientSettings(): ClientSettings | null {
  const [value, setValue] = useState<ClientSettings | null>(null);
  useEffect(() => {
    let live = true;
    clientSettings().then(
      (s) => live && setValue(s),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return value;
}
