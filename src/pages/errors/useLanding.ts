import { useGetIdentity } from 'react-admin';
import { landingPath } from '../../routes/public';

export const useLanding = () => {
  const { identity } = useGetIdentity();
  return landingPath((identity?.ambient ?? null) as 'A' | 'S' | null);
};
