// The interface state that outlives a page (SPEC §3: showMobileMenu), kept in sessionStorage and
// shared through useSyncExternalStore. The server always renders the default state.
import { useCallback, useSyncExternalStore } from 'react';

export type UiState = { showMobileMenu: boolean };

const KEY = 'ui-state';
const DEFAULT: UiState = { showMobileMenu: false };
const listeners = new Set<() => void>();
let current: UiState | undefined;

function read(): UiState {
  if (current) return current;
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    current = typeof raw === 'object' && raw !== null && 'showMobileMenu' in raw ? { showMobileMenu: raw.showMobileMenu === true } : DEFAULT;
  } catch {
    current = DEFAULT;
  }
  return current;
}

export function setUiState(patch: Partial<UiState>): void {
  current = { ...read(), ...patch };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(current));
  } catch {
    // Storage can be unavailable (private mode quotas); the state still lives in memory.
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUiState<K extends keyof UiState>(key: K): [UiState[K], (value: UiState[K]) => void] {
  const value = useSyncExternalStore(subscribe, () => read()[key], () => DEFAULT[key]);
  const set = useCallback((v: UiState[K]) => setUiState({ [key]: v }), [key]);
  return [value, set];
}
