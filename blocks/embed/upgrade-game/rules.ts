// The upgrade game's rules (SPEC §4 gives the texts, not the order; this is ours): the building
// envelope first, and the roof before anything sits on it. Roof, then windows, then the heating and
// cooling sized for the tighter house, then solar on the sound roof.
export const UPGRADES = ['hvac', 'windows', 'solar', 'roof'] as const;
export type Upgrade = (typeof UPGRADES)[number];

export const BEST_ORDER: readonly Upgrade[] = ['roof', 'windows', 'hvac', 'solar'];

export type Feedback = { kind: 'start' } | { kind: 'good'; upgrade: Upgrade; streak: number } | { kind: 'not-yet'; upgrade: Upgrade } | { kind: 'complete' };

export type GameState = { done: Upgrade[]; feedback: Feedback };

export const startState: GameState = { done: [], feedback: { kind: 'start' } };

/** The most urgent upgrade still to do. */
export const nextUpgrade = (done: readonly Upgrade[]): Upgrade | undefined => BEST_ORDER.find((u) => !done.includes(u));

export function pick(state: GameState, upgrade: Upgrade): GameState {
  if (state.done.includes(upgrade) || state.feedback.kind === 'complete') return state;
  if (upgrade !== nextUpgrade(state.done)) return { ...state, feedback: { kind: 'not-yet', upgrade } };
  const done = [...state.done, upgrade];
  if (done.length === BEST_ORDER.length) return { done, feedback: { kind: 'complete' } };
  const streak = state.feedback.kind === 'good' ? state.feedback.streak + 1 : 0;
  return { done, feedback: { kind: 'good', upgrade, streak } };
}
