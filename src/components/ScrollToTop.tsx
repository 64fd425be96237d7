// Scroll to the top on every navigation (spec §2), except when a cached tab restores its place.
import { useEffect } from 'react';
import { getTabs } from '../providers/tabs';
import { usePathname } from '../routes/navigation';

export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    const tab = getTabs().find((t) => t.key === pathname);
    window.scrollTo(0, tab?.cache ? tab.scrollY : 0);
  }, [pathname]);
  return null;
}
