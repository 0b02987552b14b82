import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { documentTitle } from '@/lib/product';
import { reportNotFound } from '@/lib/telemetry';

/** Any path without a page. Each visit is reported once, so broken links can be found. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const reportedPath = useRef<string | null>(null);

  useEffect(() => {
    // Effects run twice in development's strict mode; one visit is one report.
    if (reportedPath.current === pathname) return;
    reportedPath.current = pathname;
    reportNotFound(pathname);
  }, [pathname]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <title>{documentTitle('Page not found')}</title>
      <p className="text-7xl font-black tracking-tight text-brand-gradient sm:text-8xl">404</p>
      <h1 className="text-xl font-semibold">Page not found</h1>
      <p className="max-w-sm text-muted-foreground">
        This spot isn't on the map. It may have moved, or the link is wrong.
      </p>
      <Button asChild size="lg" className="mt-2">
        <Link to={paths.home}>Return to Home</Link>
      </Button>
    </main>
  );
}
