/**
 * Shared form schemas (client and server) with Russian messages: e-mail subscription, feedback and
 * franchise enquiry. Input may come from JSON or from a posted form (strings, "on"/"yes").
 */
import { z } from '~/lib/zod';

/** Field errors by field name, first message each. */
export type FieldErrors = Record<string, string>;

const required = (what: string) => `Заполни поле «${what}»`;
const CONSENT_MESSAGE = 'Нужно согласие на обработку персональных данных';
/** The message of a field that came as something other than text (a broken or forged client). */
const TEXT_EXPECTED = 'Здесь нужен текст';

/**
 * An e-mail address: a Latin local part and a domain in any script, so Cyrillic domains
 * (`ivan@пример.рф`) pass as well as punycode ones (`ivan@xn--e1afmkfd.xn--p1ai`).
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/u;

const email = z
  .string({ error: required('Электронная почта') })
  .trim()
  .toLowerCase()
  .min(1, required('Электронная почта'))
  .max(254, 'Слишком длинный адрес почты')
  .regex(EMAIL_PATTERN, 'Проверь адрес почты: например, ivan@example.ru');

const consent = z.preprocess(
  (value) => value === true || value === 'on' || value === 'yes' || value === 'true',
  z.literal(true, { error: CONSENT_MESSAGE }),
);

const name = z
  .string({ error: required('Имя') })
  .trim()
  .min(2, 'Имя слишком короткое: хотя бы 2 буквы')
  .max(80, 'Имя слишком длинное: не больше 80 символов');

/** Russian phone: +7 or 8 and ten digits, any spaces, brackets and dashes. */
export const PHONE_PATTERN = /^(?:\+7|8)[\s(-]*\d{3}[\s)-]*\d{3}[\s-]*\d{2}[\s-]*\d{2}$/;

const phone = z
  .string({ error: required('Телефон') })
  .trim()
  .min(1, required('Телефон'))
  .regex(PHONE_PATTERN, 'Телефон в формате +7 900 123-45-67');

const optionalText = (max: number) =>
  z
    .string({ error: TEXT_EXPECTED })
    .trim()
    .max(max, `Не больше ${max} символов`)
    .optional()
    .transform((v) => v || undefined);

/** Topics of the feedback form. */
export const FEEDBACK_TOPICS = ['Отзыв', 'Вопрос', 'Жалоба', 'Предложение'] as const;

/** E-mail subscription (footer block and /email). */
export const subscribeSchema = z.object({ email, consent });

/** Feedback form (/feedback). */
export const feedbackSchema = z.object({
  name,
  email,
  phone: z
    .string({ error: TEXT_EXPECTED })
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.string().regex(PHONE_PATTERN, 'Телефон в формате +7 900 123-45-67').optional()),
  topic: z.enum(FEEDBACK_TOPICS, { error: 'Выбери тему сообщения' }),
  restaurant: optionalText(200),
  message: z
    .string({ error: required('Сообщение') })
    .trim()
    .min(10, 'Расскажи чуть подробнее: хотя бы 10 символов')
    .max(2000, 'Сообщение слишком длинное: не больше 2000 символов'),
  consent,
});

/** Budgets offered in the franchise enquiry. */
export const FRANCHISE_BUDGETS = ['до 30 млн ₽', '30–60 млн ₽', 'больше 60 млн ₽'] as const;

/** Franchise enquiry (/company/franchising). */
export const franchiseSchema = z.object({
  name,
  phone,
  email,
  city: z
    .string({ error: required('Город') })
    .trim()
    .min(2, required('Город'))
    .max(80, 'Не больше 80 символов'),
  budget: z.enum(FRANCHISE_BUDGETS, { error: 'Выбери бюджет' }),
  message: optionalText(2000),
  consent,
});

/** The forms by name. */
export const FORM_SCHEMAS = {
  subscribe: subscribeSchema,
  feedback: feedbackSchema,
  franchise: franchiseSchema,
} as const;

/** A form's name. */
export type FormName = keyof typeof FORM_SCHEMAS;

/** Validated data of a form. */
export type FormData<F extends FormName> = z.output<(typeof FORM_SCHEMAS)[F]>;

/** Validates raw input: the data, or the first message per field. */
export function validateForm<F extends FormName>(
  form: F,
  input: unknown,
): { ok: true; data: FormData<F> } | { ok: false; errors: FieldErrors } {
  const result = FORM_SCHEMAS[form].safeParse(input);
  if (result.success) return { ok: true, data: result.data as FormData<F> };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The honeypot field: people never see it, bots fill it. */
export const HONEYPOT_FIELD = 'website';
