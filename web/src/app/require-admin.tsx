import { Navigate, Outlet } from 'react-router-dom';
import { useSignedInUser } from '../features/auth/api/current-user';
import { paths } from '../lib/paths';

/** Admin-only routes: anyone else goes home (and the server refuses their admin calls anyway). */
export function RequireAdmin() {
  const user = useSignedInUser();
  return user.isAdmin ? <Outlet /> : <Navigate to={paths.home} replace />;
}
