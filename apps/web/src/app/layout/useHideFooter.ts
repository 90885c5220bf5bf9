import { useSearchParams } from 'react-router';

/** `?hideFooter=true` hides the footer (pages opened inside a mobile app or a frame). */
export function useHideFooter(): boolean {
  const [params] = useSearchParams();
  return params.get('hideFooter') === 'true';
}
