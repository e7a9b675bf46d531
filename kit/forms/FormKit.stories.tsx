import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { CheckField, EmailField, FormNotice, SelectField, TextField, type BoundField } from './fields';
import styles from './forms.module.css';

// The form kit every widget builds its forms from (kit/forms): its fields (text, e-mail, a choice, the
// consent checkbox) with their label, "(Required)" and message tied to the control, the notice a
// failed send shows, the slot buttons and the actions. In the toolbar's language; the messages are
// the site's own.

type Args = { errors: boolean; notice: MessageId | null };

/** A field as the story shows it: its name, its message (none: `false`) and what is typed in it. */
const shown = (name: string, error: string | false, value = ''): BoundField => ({
  control: { name, defaultValue: value },
  error: error || null,
  autoFocus: false,
});

function Kit({ errors, notice }: Args) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <div style={{ maxWidth: '40rem', margin: '0 auto', padding: '2rem var(--gutter)' }}>
      <form className={styles.form} noValidate onSubmit={(e) => e.preventDefault()}>
        {notice && <FormNotice id={notice} fromServer={false} />}
        <div className={styles.fields}>
          <TextField field={shown('name', errors && t('form.name.required'))} label="form.name.label" autoComplete="name" required />
          <EmailField field={shown('email', errors && t('form.email.invalid'), errors ? 'ada@' : 'ada@example.com')} />
          <SelectField
            field={shown('role', errors && t('form.role.required'))}
            label="form.role.label"
            placeholder="form.role.placeholder"
            options={['hvac_installer', 'energy_advisor'] as const}
            optionLabel={(role) => `form.role.${role}`}
            required
          />
          <TextField field={shown('company', false)} label="form.companyOptional.label" />
          <CheckField
            field={{ control: { name: 'consent' }, error: errors ? t('form.consent.required') : null, autoFocus: false }}
            label="form.consent.label"
          />
          <fieldset className={styles.slots}>
            <legend className={styles.label}>
              <FormattedMessage id="form.times.legend" />
            </legend>
            {['14:00', '14:30', '15:00', '15:30'].map((utc, i) => (
              <label key={utc} className={styles.slot}>
                <input type="radio" name="slot" value={utc} defaultChecked={i === 1} />
                <span>{intl.formatTime(`2026-12-02T${utc}:00Z`, { hour: 'numeric', minute: '2-digit', timeZone: 'America/Toronto' })}</span>
              </label>
            ))}
          </fieldset>
          <p className={styles.status}>
            <FormattedMessage id="form.times.zone" values={{ zone: intl.locale.startsWith('fr') ? 'heure normale de l’Est' : 'Eastern Standard Time' }} />
          </p>
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary}>
            <FormattedMessage id="form.back" />
          </button>
          <button type="submit" className={styles.primary}>
            <FormattedMessage id="form.confirm" />
          </button>
        </div>
      </form>
    </div>
  );
}

const meta = {
  title: 'Form kit',
  parameters: {
    frame: 'page',
    docs: {
      description: {
        component:
          'What every form is made of (kit/forms): a field with its label, “(Required)” and its message, announced and tied to the control; the consent checkbox; ' +
          'the notice at the top of a form that could not be sent (it takes the focus); the time slots; the secondary and primary buttons.',
      },
    },
  },
  args: { errors: false, notice: null },
  render: (args) => <Kit {...args} />,
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

const fr = { locale: 'fr' };

export const Fields: Story = {};
export const FieldsFr: Story = { globals: fr };
/** Every message at once, as a send with mistakes shows them. */
export const Errors: Story = { args: { errors: true } };
export const ErrorsFr: Story = { args: { errors: true }, globals: fr };
export const ErrorsPhoneFr: Story = { args: { errors: true }, globals: { ...fr, viewport: { value: 'phoneTall', isRotated: false } } };
/** The site could not take the form: everything typed stays. */
export const NoticeUnavailable: Story = { args: { notice: 'form.unavailable' } };
export const NoticeRateLimitedFr: Story = { args: { notice: 'form.rateLimited' }, globals: fr };
export const NoticeSlotTaken: Story = { args: { notice: 'form.slotTaken' } };
