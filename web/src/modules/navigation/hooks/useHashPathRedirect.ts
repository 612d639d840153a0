import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathFromHash } from '../utils/hash-path';

/** Follows '#/…' links clicked after start-up as normal navigation. */
export function useHashPathRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = () => {
      const path = pathFromHash(window.location.hash);
      if (path) navigate(path, { replace: true });
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [navigate]);
}
