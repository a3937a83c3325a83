import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/** A change to the address's query: a value sets a parameter, null removes it. */
export type ParamChanges = Record<string, string | null>;

/** The query `search` with `changes` applied, as a `?…` string. */
export function patchSearch(search: string, changes: ParamChanges): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return `?${next}`;
}

/**
 * The page's query parameters and a way to change some of them in place (history replace).
 * Changes start from the address as it is now, not as it was at the last render: two controls changed
 * before React renders again (a quick owner, a slow machine) both keep their choice.
 */
export function useUrlParams(): [URLSearchParams, (changes: ParamChanges) => void] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const change = useCallback(
    (changes: ParamChanges) => void navigate(patchSearch(window.location.search, changes), { replace: true }),
    [navigate],
  );
  return [params, change];
}
