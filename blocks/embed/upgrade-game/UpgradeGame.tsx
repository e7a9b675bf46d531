import { m } from 'framer-motion';
import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Motion } from '#kit/ui/motion/Motion';
import { pick, startState, UPGRADES, type GameState, type Upgrade } from './rules';
import styles from './UpgradeGame.module.css';

const labelIds = {
  hvac: 'game.upgrade.hvac',
  windows: 'game.upgrade.windows',
  solar: 'game.upgrade.solar',
  roof: 'game.upgrade.roof',
} as const satisfies Record<Upgrade, string>;

/** Pick the upgrades of a house in a sensible order; the house changes as you go. */
export function UpgradeGame({ labelledBy }: { labelledBy: string }) {
  const intl = useIntl();
  const [state, setState] = useState<GameState>(startState);
  const restart = useRef<HTMLButtonElement>(null);
  const choicesId = useId();
  const { done, feedback } = state;

  const choose = (upgrade: Upgrade) => {
    const next = pick(state, upgrade);
    setState(next);
    // At the end the choices are spent: move focus to the way to play again.
    if (next.feedback.kind === 'complete') requestAnimationFrame(() => restart.current?.focus());
  };

  return (
    <Motion>
      <div className={styles.game} role="group" aria-labelledby={labelledBy}>
        <House done={done} />
        <div className={styles.panel}>
          <p id={choicesId} className={styles.prompt}>
            <FormattedMessage id={done.length === 0 ? 'game.prompt.first' : 'game.prompt.next'} />
          </p>
          <ul className={styles.choices} aria-labelledby={choicesId}>
            {UPGRADES.map((u) => {
              const isDone = done.includes(u);
              return (
                <li key={u}>
                  <button type="button" className={styles.choice} aria-disabled={isDone || feedback.kind === 'complete'} onClick={() => choose(u)}>
                    <span>{intl.formatMessage({ id: labelIds[u] })}</span>
                    {isDone && (
                      <span className={styles.check}>
                        <span aria-hidden="true">✓ </span>
                        <FormattedMessage id="game.done" />
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
          <div className={styles.feedback} role="status">
            {/* A new message replaces the last at once (screen readers hear it now) and eases in. */}
            {feedback.kind !== 'start' && (
              <m.div
                key={`${feedback.kind}-${done.length}-${feedback.kind === 'not-yet' ? feedback.upgrade : ''}`}
                initial={{ opacity: 0, y: 8 }}
                animate={{ opacity: 1, y: 0 }}
                transition={{ duration: 0.2 }}
                className={`${styles.message} ${feedback.kind === 'not-yet' ? styles.hint : styles.success}`}
              >
                <FeedbackText state={state} />
              </m.div>
            )}
          </div>
          {feedback.kind === 'complete' && (
            <button ref={restart} type="button" className={styles.restart} onClick={() => setState(startState)}>
              <FormattedMessage id="game.again" />
            </button>
          )}
        </div>
      </div>
    </Motion>
  );
}

function FeedbackText({ state: { feedback } }: { state: GameState }) {
  const intl = useIntl();
  switch (feedback.kind) {
    case 'good':
      return (
        <>
          <strong>
            <FormattedMessage id={feedback.streak % 2 === 0 ? 'game.good.nailed' : 'game.good.solid'} />
          </strong>{' '}
          <FormattedMessage id="game.good.next" />
        </>
      );
    case 'not-yet':
      return (
        <>
          <strong>
            <FormattedMessage id="game.notYet" values={{ upgrade: intl.formatMessage({ id: labelIds[feedback.upgrade] }) }} />
          </strong>{' '}
          <FormattedMessage id="game.hint" />
        </>
      );
    case 'complete':
      return (
        <>
          <strong>
            <FormattedMessage id="game.complete.title" />
          </strong>{' '}
          <FormattedMessage id="game.complete.body" />{' '}
          <span className={styles.badge}>
            <FormattedMessage id="game.complete.success" />
          </span>
        </>
      );
    default:
      return null;
  }
}

/** The house: each upgrade shows as it is done. Decorative: the list of choices says the same. */
function House({ done }: { done: readonly Upgrade[] }) {
  const has = (u: Upgrade) => done.includes(u);
  const show = (on: boolean) => ({ opacity: on ? 1 : 0 });
  return (
    <svg className={styles.house} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <rect x="0" y="200" width="320" height="40" fill="#b9dcc8" />
      <rect x="70" y="110" width="180" height="92" fill="#ffffff" stroke="#13233a" strokeWidth="3" />
      <path d="M55 115 L160 40 L265 115 Z" fill={has('roof') ? '#075c40' : '#8a8f98'} stroke="#13233a" strokeWidth="3" />
      {!has('roof') && <path d="M120 80 l14 10 l-6 8 l12 8" stroke="#13233a" strokeWidth="3" fill="none" />}
      <rect x="90" y="130" width="40" height="32" fill={has('windows') ? '#9ec5ea' : '#d8e0dc'} stroke="#13233a" strokeWidth="3" />
      <rect x="190" y="130" width="40" height="32" fill={has('windows') ? '#9ec5ea' : '#d8e0dc'} stroke="#13233a" strokeWidth="3" />
      <rect x="145" y="150" width="30" height="52" fill="#13233a" />
      <m.g initial={false} animate={show(has('hvac'))}>
        <rect x="262" y="168" width="44" height="34" rx="4" fill="#3d4b5f" />
        <circle cx="284" cy="185" r="11" fill="#cfd6df" />
      </m.g>
      <m.g initial={false} animate={show(has('solar'))}>
        <path d="M170 62 L205 87 L190 98 L155 73 Z" fill="#1d5fd1" stroke="#ffffff" strokeWidth="2" />
        <path d="M205 87 L240 112 L225 118 L190 98 Z" fill="#1d5fd1" stroke="#ffffff" strokeWidth="2" />
      </m.g>
    </svg>
  );
}
