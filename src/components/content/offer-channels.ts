/** Where an offer works, as its card and terms say it (the offers' `channel` field). */
export const OFFER_CHANNELS = {
  restaurant: 'В ресторанах',
  delivery: 'В доставке',
  app: 'В приложении',
  all: 'Везде: в ресторанах, доставке и приложении',
} as const;
