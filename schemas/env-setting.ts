// How a setting read from the environment treats an empty value: as none. An operator's `.env` copied
// from .env.example holds `SMTP_URL=`, and compose passes `${SMTP_URL}` as an empty string when .env
// leaves it out: both mean "not set", never "set to nothing" (which would fail the setting's format and
// stop the process for a value nobody gave).
import { z } from 'zod';

export const emptyAsUnset = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** An optional setting, empty meaning unset. */
export const optionalSetting = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUnset, schema.optional());
