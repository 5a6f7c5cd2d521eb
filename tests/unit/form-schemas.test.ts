import { describe, expect, it } from 'vitest';
import { validateForm } from '~/lib/forms/schemas';

const feedback = {
  name: 'Анна',
  email: ' Anna@Example.RU ',
  topic: 'Отзыв',
  message: 'Очень понравился новый десерт!',
  consent: true,
};

describe('form schemas', () => {
  it('accepts a valid subscription and normalises the address', () => {
    const result = validateForm('subscribe', { email: ' Ivan@Example.Ru ', consent: 'yes' });
    expect(result).toEqual({ ok: true, data: { email: 'ivan@example.ru', consent: true } });
  });

  it('explains each invalid field in Russian', () => {
    const result = validateForm('subscribe', { email: 'ivan@', consent: false });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors['email']).toBe('Проверь адрес почты: например, ivan@example.ru');
    expect(result.errors['consent']).toBe('Нужно согласие на обработку персональных данных');
  });

  it('treats a missing consent checkbox (form post) as no consent', () => {
    const result = validateForm('feedback', { ...feedback, consent: undefined });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual(['consent']);
  });

  it('validates feedback: short message, wrong phone, unknown topic', () => {
    const result = validateForm('feedback', {
      ...feedback,
      message: 'Плохо',
      phone: '12345',
      topic: 'Другое',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      message: 'Расскажи чуть подробнее: хотя бы 10 символов',
      phone: 'Телефон в формате +7 900 123-45-67',
      topic: 'Выбери тему сообщения',
    });
  });

  it('keeps optional feedback fields optional', () => {
    const result = validateForm('feedback', { ...feedback, phone: '', restaurant: '' });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.data).not.toHaveProperty('phone', '');
  });

  it('requires name, phone, city and budget in a franchise enquiry', () => {
    const result = validateForm('franchise', { email: 'a@b.ru', consent: 'on' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['budget', 'city', 'name', 'phone']);
    expect(result.errors['name']).toBe('Заполни поле «Имя»');
  });

  it('accepts Russian phone formats', () => {
    for (const phone of ['+7 900 123-45-67', '8 (900) 123-45-67', '+79001234567']) {
      const result = validateForm('franchise', {
        name: 'Пётр Ильин',
        phone,
        email: 'p@ex.ru',
        city: 'Тула',
        budget: '30–60 млн ₽',
        consent: 'on',
      });
      expect(result.ok, phone).toBe(true);
    }
  });
});

describe('e-mail addresses', () => {
  it('accepts Cyrillic and punycode domains', () => {
    for (const email of [
      'ivan@пример.рф',
      'Ivan@Пример.РФ',
      'ivan@xn--e1afmkfd.xn--p1ai',
      'a.b+c@mail.ru',
    ])
      expect(validateForm('subscribe', { email, consent: true }).ok, email).toBe(true);
  });

  it('refuses what is not an address', () => {
    for (const email of [
      'ivan@',
      '@пример.рф',
      'ivan@пример',
      'ivan@@mail.ru',
      'iv an@mail.ru',
      'ivan@-mail.ru',
      'a@b',
    ])
      expect(validateForm('subscribe', { email, consent: true }).ok, email).toBe(false);
  });
});

describe('fields of the wrong type', () => {
  const forms = {
    subscribe: ['email'],
    feedback: ['name', 'email', 'phone', 'topic', 'restaurant', 'message'],
    franchise: ['name', 'phone', 'email', 'city', 'budget', 'message'],
  } as const;
  it('are explained in Russian, whatever came instead of text', () => {
    for (const [form, fields] of Object.entries(forms)) {
      for (const field of fields) {
        for (const value of [{}, [], 42, true, null]) {
          const result = validateForm(form as keyof typeof forms, { [field]: value });
          expect(result.ok).toBe(false);
          if (result.ok) continue;
          const message = result.errors[field] ?? '';
          expect(message, `${form}.${field} = ${JSON.stringify(value)}: ${message}`).toMatch(
            /^[^A-Za-z]*[А-ЯЁ]/u,
          );
        }
      }
    }
  });
});
