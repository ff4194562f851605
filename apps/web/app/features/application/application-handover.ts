// The hand-over in the form's address (lib/quote-handover.ts) read back and checked: the list's choices by the
// server's own schema, and the policy type each line's plan is applied for as.
import { lineApplications, quoteChoiceSchemas } from '@bimasetu/contract';
import { QUOTE_PARAM, type QuoteHandover, type QuoteLine } from '~/lib/quote-handover';
import { isFormLine, type FormLine } from './application-price';
import type { PolicyType } from './application-values';

const isText = (value: unknown, max = 200): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/** The list's choices as the server would take them, or `false` when they are not choices this line's list makes. */
function listChoices(line: FormLine, choices: unknown): QuoteHandover['choices'] | undefined | false {
  if (choices === undefined) return undefined;
  const schema = Object.hasOwn(quoteChoiceSchemas, line)
    ? quoteChoiceSchemas[line as keyof typeof quoteChoiceSchemas]
    : null;
  const checked = schema?.safeParse(choices);
  return checked?.success ? (checked.data as QuoteHandover['choices']) : false;
}

/**
 * The hand-over in ?quote=, or null when there is none or it is not one we made. An older link (its engine's
 * inputs under `pricing`) opens as its plan and line only: priced with the line's starting choices.
 */
export function readHandover(params: URLSearchParams): QuoteHandover | null {
  const raw = params.get(QUOTE_PARAM);
  if (!raw || raw.length > 4000) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const h = value as Record<string, unknown>;
  if (!isFormLine(h.line)) return null;
  if (!isText(h.planId, 60) || !isText(h.planName, 100) || !isText(h.insurer, 100)) return null;
  const choices = listChoices(h.line, h.choices);
  if (choices === false) return null;
  const fields: Record<string, string> = {};
  if (h.fields && typeof h.fields === 'object') {
    for (const [key, field] of Object.entries(h.fields)) if (isText(field, 100)) fields[key] = field;
  }
  const cover = typeof h.cover === 'number' && Number.isFinite(h.cover) && h.cover > 0 ? h.cover : undefined;
  return {
    line: h.line,
    planId: h.planId,
    planName: h.planName,
    insurer: h.insurer,
    ...(choices ? { choices } : {}),
    ...(cover ? { cover } : {}),
    fields,
  };
}

/** The policy type each line's plan is applied for as (each line folder's `application.ts`). */
export const POLICY_TYPE_OF_LINE: Readonly<Record<FormLine, PolicyType>> = Object.fromEntries(
  Object.entries(lineApplications()).map(([line, sold]) => [line, sold.policyType]),
) as Record<FormLine, PolicyType>;

/** The policy type a line's plan is applied for as; travel (booked on its own, never handed over) as health. */
export const policyTypeOf = (line: QuoteLine): PolicyType =>
  isFormLine(line) ? POLICY_TYPE_OF_LINE[line] : 'Health';
