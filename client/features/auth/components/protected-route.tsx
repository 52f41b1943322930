import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { authHref } from '@/lib/paths';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '../api/use-user';

/** Login-required pages: a spinner while sign-in status loads, then /auth?next=<this page> when signed out. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  const [location] = useLocation();
  const search = useSearch();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Redirect to={authHref(location + (search ? `?${search}` : ''))} replace />;
  return <>{children}</>;
}
