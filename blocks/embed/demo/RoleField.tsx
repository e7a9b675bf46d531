// The visitor's role, which the demo form and the Stride waitlist both ask, each from its own list.
import type { DemoRole } from '#schemas/form-values';
import type { MessageId } from '#kit/i18n/messages';
import { SelectField, type BoundField } from '#kit/forms/fields';

const roleLabel = (role: DemoRole): MessageId => `form.role.${role}`;

export function RoleField({ field, roles }: { field: BoundField; roles: readonly DemoRole[] }) {
  return <SelectField field={field} label="form.role.label" placeholder="form.role.placeholder" options={roles} optionLabel={roleLabel} required />;
}
